/**
 * The users module's surface for the modules that act on accounts (auth, me, admin-users, claims, team): they reach the
 * users table only through these, never through the repository.
 */
export {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUserByEmail,
  lockUserById,
  presentPublicUser,
  presentUser,
  presentUsers,
  updateUser,
  type NewUser,
  type UserRow,
} from './repository.ts';
