/* errno_module.c — the errno module: the platform's error numbers by name (ENOENT, EACCES, ...)
 * and errorcode, the dict from number to name. The values come from <errno.h>, so they are the
 * ones OSError.errno carries; the names and the dict's order are CPython's on Linux (where a
 * number has two names, errorcode holds the one CPython's table lists first). */
#include <errno.h>
#include <stdbool.h>

#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "stdlib_small.h"

/* E(name, in_errorcode): every name, errorcode's first in CPython's order, the aliases after */
#define ERRNO_LIST \
  E(ENODEV, 1) E(ENOCSI, 1) E(EHOSTUNREACH, 1) E(ENOMSG, 1) E(EUCLEAN, 1) E(EL2NSYNC, 1) \
  E(EL2HLT, 1) E(ENODATA, 1) E(ENOTBLK, 1) E(ENOSYS, 1) E(EPIPE, 1) E(EINVAL, 1) \
  E(EOVERFLOW, 1) E(EADV, 1) E(EINTR, 1) E(EUSERS, 1) E(ENOTEMPTY, 1) E(ENOBUFS, 1) \
  E(EPROTO, 1) E(EREMOTE, 1) E(ENAVAIL, 1) E(ECHILD, 1) E(ELOOP, 1) E(EXDEV, 1) E(E2BIG, 1) \
  E(ESRCH, 1) E(EMSGSIZE, 1) E(EAFNOSUPPORT, 1) E(EBADR, 1) E(EHOSTDOWN, 1) E(EPFNOSUPPORT, 1) \
  E(ENOPROTOOPT, 1) E(EBUSY, 1) E(EAGAIN, 1) E(EBADFD, 1) E(EDOTDOT, 1) E(EISCONN, 1) \
  E(ENOANO, 1) E(ESHUTDOWN, 1) E(ECHRNG, 1) E(ELIBBAD, 1) E(ENONET, 1) E(EBADE, 1) E(EBADF, 1) \
  E(EMULTIHOP, 1) E(EIO, 1) E(EUNATCH, 1) E(EPROTOTYPE, 1) E(ENOSPC, 1) E(ENOEXEC, 1) \
  E(EALREADY, 1) E(ENETDOWN, 1) E(ENOTNAM, 1) E(EACCES, 1) E(ELNRNG, 1) E(EILSEQ, 1) \
  E(ENOTDIR, 1) E(ENOTUNIQ, 1) E(EPERM, 1) E(EDOM, 1) E(EXFULL, 1) E(ECONNREFUSED, 1) \
  E(EISDIR, 1) E(EPROTONOSUPPORT, 1) E(EROFS, 1) E(EADDRNOTAVAIL, 1) E(EIDRM, 1) E(ECOMM, 1) \
  E(ESRMNT, 1) E(EREMOTEIO, 1) E(EL3RST, 1) E(EBADMSG, 1) E(ENFILE, 1) E(ELIBMAX, 1) \
  E(ESPIPE, 1) E(ENOLINK, 1) E(ENETRESET, 1) E(ETIMEDOUT, 1) E(ENOENT, 1) E(EEXIST, 1) \
  E(EDQUOT, 1) E(ENOSTR, 1) E(EBADSLT, 1) E(EBADRQC, 1) E(ELIBACC, 1) E(EFAULT, 1) E(EFBIG, 1) \
  E(EDEADLOCK, 1) E(ENOTCONN, 1) E(EDESTADDRREQ, 1) E(ELIBSCN, 1) E(ENOLCK, 1) E(EISNAM, 1) \
  E(ECONNABORTED, 1) E(ENETUNREACH, 1) E(ESTALE, 1) E(ENOSR, 1) E(ENOMEM, 1) E(ENOTSOCK, 1) \
  E(ESTRPIPE, 1) E(EMLINK, 1) E(ERANGE, 1) E(ELIBEXEC, 1) E(EL3HLT, 1) E(ECONNRESET, 1) \
  E(EADDRINUSE, 1) E(ENOTSUP, 1) E(EREMCHG, 1) E(ENAMETOOLONG, 1) E(ENOTTY, 1) E(ERESTART, 1) \
  E(ESOCKTNOSUPPORT, 1) E(ETIME, 1) E(EBFONT, 1) E(ETOOMANYREFS, 1) E(EMFILE, 1) E(ETXTBSY, 1) \
  E(EINPROGRESS, 1) E(ENXIO, 1) E(ENOPKG, 1) E(ENOMEDIUM, 1) E(EMEDIUMTYPE, 1) E(ECANCELED, 1) \
  E(ENOKEY, 1) E(EKEYEXPIRED, 1) E(EKEYREVOKED, 1) E(EKEYREJECTED, 1) E(EOWNERDEAD, 1) \
  E(ENOTRECOVERABLE, 1) E(ERFKILL, 1) E(EDEADLK, 0) E(EOPNOTSUPP, 0) E(EWOULDBLOCK, 0)

void py_errno_module_init(Value m) {
  Value codes = rt_dict_new();
  static const struct {
    const char *name;
    int value;
    bool canonical;
  } names[] = {
#define E(n, c) {#n, n, c},
      ERRNO_LIST
#undef E
  };
  for (size_t k = 0; k < sizeof names / sizeof *names; k++) {
    rt_module_set(m, names[k].name, rt_int(names[k].value));
    if (!names[k].canonical) continue;
    Value name = rt_str_from_c(names[k].name);
    rt_dict_set(codes, rt_int(names[k].value), name);
    rt_decref(name);
  }
  rt_module_set(m, "errorcode", codes);
}
