/**
 * The users module's surface for the modules that act on accounts (auth, me, admin-users): they reach the
 * users table only through these, never through the repository.
 */
export {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  presentPublicUser,
  presentUser,
  presentUsers,
  updateUser,
  type NewUser,
  type UserRow,
} from './repository.ts';
