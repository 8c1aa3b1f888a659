/* stat_module.c — the stat module: the S_IS* tests of a file mode (S_ISDIR, S_ISREG, ...),
 * S_IMODE and S_IFMT, filemode ('-rwxr-xr-x' as ls prints it), and the constants: the
 * ST_* indices of os.stat's tuple, the S_IF* file types, the permission bits, the BSD
 * UF_/SF_ flags and Windows' FILE_ATTRIBUTE_ values (CPython defines them everywhere). */
#include <string.h>

#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* A mode argument: an int that fits C's mode_t (CPython's messages). */
static unsigned mode_arg(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs(fname, argc, kw, 1, 1);
  Value v = argv[0];
  if (!rt_is_intlike(v)) rt_raise(RT_EXC_TypeError, "an integer is required");
  if (rt_int_sign(v) < 0) rt_raise(RT_EXC_OverflowError, "can't convert negative value to unsigned int");
  if (rt_is_bigint(v) || (v.tag == RT_INT && v.as.i > 0xFFFFFFFFll))
    rt_raise(RT_EXC_OverflowError, "mode out of range");
  return v.tag == RT_BOOL ? (unsigned)v.as.b : (unsigned)v.as.i;
}

#define FMT 0170000u

#define TYPE_TEST(cname, bits)                                             \
  static Value cname(ARGS) {                                               \
    (void)self;                                                            \
    return rt_bool((mode_arg(#cname + 2, argc, argv, kw) & FMT) == (bits)); \
  }
TYPE_TEST(s_S_ISDIR, 0040000u)
TYPE_TEST(s_S_ISCHR, 0020000u)
TYPE_TEST(s_S_ISBLK, 0060000u)
TYPE_TEST(s_S_ISREG, 0100000u)
TYPE_TEST(s_S_ISFIFO, 0010000u)
TYPE_TEST(s_S_ISLNK, 0120000u)
TYPE_TEST(s_S_ISSOCK, 0140000u)

/* S_ISDOOR, S_ISPORT, S_ISWHT: Solaris and BSD types that never occur here */
static Value s_never(ARGS) {
  (void)self;
  mode_arg("S_ISDOOR", argc, argv, kw);
  return rt_bool(false);
}

static Value s_imode(ARGS) {
  (void)self;
  return rt_int(mode_arg("S_IMODE", argc, argv, kw) & 07777u);
}

static Value s_ifmt(ARGS) {
  (void)self;
  return rt_int(mode_arg("S_IFMT", argc, argv, kw) & FMT);
}

/* filemode: the type letter, then rwx for user, group and others, with s/S and t/T for the
 * set-id and sticky bits. */
static Value s_filemode(ARGS) {
  (void)self;
  unsigned m = mode_arg("filemode", argc, argv, kw);
  char out[11];
  switch (m & FMT) {
    case 0120000u: out[0] = 'l'; break;
    case 0140000u: out[0] = 's'; break;
    case 0100000u: out[0] = '-'; break;
    case 0060000u: out[0] = 'b'; break;
    case 0040000u: out[0] = 'd'; break;
    case 0020000u: out[0] = 'c'; break;
    case 0010000u: out[0] = 'p'; break;
    default: out[0] = '?';
  }
  static const unsigned special[3] = {04000u, 02000u, 01000u};
  for (int who = 0; who < 3; who++) {
    unsigned shift = 6u - 3u * (unsigned)who;
    out[1 + 3 * who] = (m >> shift) & 4u ? 'r' : '-';
    out[2 + 3 * who] = (m >> shift) & 2u ? 'w' : '-';
    bool x = (m >> shift) & 1u, sp = m & special[who];
    char set = who == 2 ? 't' : 's';
    out[3 + 3 * who] = sp ? (x ? set : (char)(set - 'a' + 'A')) : (x ? 'x' : '-');
  }
  out[10] = 0;
  return rt_str_from_c(out);
}

void rt_stat_module_init(Value m) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"S_ISDIR", s_S_ISDIR},   {"S_ISCHR", s_S_ISCHR}, {"S_ISBLK", s_S_ISBLK},   {"S_ISREG", s_S_ISREG},
      {"S_ISFIFO", s_S_ISFIFO}, {"S_ISLNK", s_S_ISLNK}, {"S_ISSOCK", s_S_ISSOCK}, {"S_ISDOOR", s_never},
      {"S_ISPORT", s_never},    {"S_ISWHT", s_never},   {"S_IMODE", s_imode},     {"S_IFMT", s_ifmt},
      {"filemode", s_filemode},
  };
  for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) rt_module_add_fn(m, fns[k].name, fns[k].fn);
  static const struct {
    const char *name;
    int64_t value;
  } consts[] = {
      {"ST_MODE", 0}, {"ST_INO", 1}, {"ST_DEV", 2}, {"ST_NLINK", 3}, {"ST_UID", 4}, {"ST_GID", 5},
      {"ST_SIZE", 6}, {"ST_ATIME", 7}, {"ST_MTIME", 8}, {"ST_CTIME", 9},
      {"S_IFDIR", 0040000}, {"S_IFCHR", 0020000}, {"S_IFBLK", 0060000}, {"S_IFREG", 0100000},
      {"S_IFIFO", 0010000}, {"S_IFLNK", 0120000}, {"S_IFSOCK", 0140000}, {"S_IFDOOR", 0},
      {"S_IFPORT", 0}, {"S_IFWHT", 0},
      {"S_ISUID", 04000}, {"S_ISGID", 02000}, {"S_ISVTX", 01000}, {"S_ENFMT", 02000},
      {"S_IREAD", 0400}, {"S_IWRITE", 0200}, {"S_IEXEC", 0100},
      {"S_IRWXU", 0700}, {"S_IRUSR", 0400}, {"S_IWUSR", 0200}, {"S_IXUSR", 0100},
      {"S_IRWXG", 0070}, {"S_IRGRP", 0040}, {"S_IWGRP", 0020}, {"S_IXGRP", 0010},
      {"S_IRWXO", 0007}, {"S_IROTH", 0004}, {"S_IWOTH", 0002}, {"S_IXOTH", 0001},
      {"UF_NODUMP", 0x1}, {"UF_IMMUTABLE", 0x2}, {"UF_APPEND", 0x4}, {"UF_OPAQUE", 0x8},
      {"UF_NOUNLINK", 0x10}, {"UF_COMPRESSED", 0x20}, {"UF_HIDDEN", 0x8000},
      {"SF_ARCHIVED", 0x10000}, {"SF_IMMUTABLE", 0x20000}, {"SF_APPEND", 0x40000},
      {"SF_NOUNLINK", 0x100000}, {"SF_SNAPSHOT", 0x200000},
      {"FILE_ATTRIBUTE_READONLY", 1}, {"FILE_ATTRIBUTE_HIDDEN", 2}, {"FILE_ATTRIBUTE_SYSTEM", 4},
      {"FILE_ATTRIBUTE_DIRECTORY", 16}, {"FILE_ATTRIBUTE_ARCHIVE", 32}, {"FILE_ATTRIBUTE_DEVICE", 64},
      {"FILE_ATTRIBUTE_NORMAL", 128}, {"FILE_ATTRIBUTE_TEMPORARY", 256},
      {"FILE_ATTRIBUTE_SPARSE_FILE", 512}, {"FILE_ATTRIBUTE_REPARSE_POINT", 1024},
      {"FILE_ATTRIBUTE_COMPRESSED", 2048}, {"FILE_ATTRIBUTE_OFFLINE", 4096},
      {"FILE_ATTRIBUTE_NOT_CONTENT_INDEXED", 8192}, {"FILE_ATTRIBUTE_ENCRYPTED", 16384},
      {"FILE_ATTRIBUTE_INTEGRITY_STREAM", 32768}, {"FILE_ATTRIBUTE_VIRTUAL", 65536},
      {"FILE_ATTRIBUTE_NO_SCRUB_DATA", 131072},
  };
  for (size_t k = 0; k < sizeof consts / sizeof consts[0]; k++) rt_module_set(m, consts[k].name, rt_int(consts[k].value));
}
