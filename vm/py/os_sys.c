/* os_sys.c — os functions that ask the system for one thing: system (a shell command's wait
 * status), replace, chmod, access (with F_OK/R_OK/W_OK/X_OK), getuid/getgid, urandom and
 * _exit, with CPython's messages. os.system flushes the program's output first, so that what
 * the command prints follows it, as under CPython with unbuffered or line-buffered output. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/io.h"
#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "os_link.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* A path argument: "chmod: path should be string, bytes, os.PathLike or integer, not float". */
static const char *path_of(const char *fname, const char *what, Value v, const char *also) {
  const char *path = rt_pathlib_text(v);
  if (path) return path;
  if (!rt_is_str(v)) {
    rt_raise(RT_EXC_TypeError, "%s: %s should be string, bytes%sos.PathLike%s, not %s", fname, what,
             also ? ", " : " or ", also ? also : "", rt_type_name(v));
  }
  return rt_str_data(v);
}

static Value s_system(ARGS) {
  (void)self;
  static const char *const names[] = {"command"};
  Value a[1];
  rt_parse_args("system", argc, argv, kw, 1, names, 1, a);
  const char *cmd = rt_pathlib_text(a[0]);
  if (!cmd && !rt_is_str(a[0])) {
    rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(a[0]));
  }
  rt_stdout_flush();
  int status = system(cmd ? cmd : rt_str_data(a[0]));
  if (status == -1) rt_raise_os_error(errno, rt_undef());
  return rt_int(status);
}

static Value s_replace(ARGS) {
  (void)self;
  static const char *const names[] = {"src", "dst", "src_dir_fd", "dst_dir_fd"};
  Value a[4];
  rt_parse_args("replace", argc, argv, kw, 4, names, 2, a);
  const char *src = path_of("replace", "src", a[0], NULL), *dst = path_of("replace", "dst", a[1], NULL);
  if (rename(src, dst) != 0) rt_raise_os_error2(errno, a[0], a[1]);
  return rt_none();
}

static Value s_chmod(ARGS) {
  (void)self;
  static const char *const names[] = {"path", "mode", "dir_fd", "follow_symlinks"};
  Value a[4];
  rt_parse_args("chmod", argc, argv, kw, 4, names, 2, a);
  if (a[1].tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  int64_t mode = rt_to_index(a[1], NULL);
  if (a[0].tag == RT_INT) {
    if (fchmod((int)a[0].as.i, (mode_t)mode) != 0) rt_raise_os_error(errno, rt_undef());
    return rt_none();
  }
  if (chmod(path_of("chmod", "path", a[0], "integer"), (mode_t)mode) != 0) rt_raise_os_error(errno, a[0]);
  return rt_none();
}

static Value s_access(ARGS) {
  (void)self;
  static const char *const names[] = {"path", "mode", "dir_fd", "effective_ids", "follow_symlinks"};
  Value a[5];
  rt_parse_args("access", argc, argv, kw, 5, names, 2, a);
  const char *path = path_of("access", "path", a[0], NULL);
  if (a[1].tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  return rt_bool(access(path, (int)rt_to_index(a[1], NULL)) == 0);
}

static Value s_getuid(ARGS) {
  (void)self, (void)argv;
  rt_check_args("posix.getuid", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int((int64_t)getuid());
}

static Value s_getgid(ARGS) {
  (void)self, (void)argv;
  rt_check_args("posix.getgid", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int((int64_t)getgid());
}

static Value s_urandom(ARGS) {
  (void)self;
  rt_check_args("posix.urandom", argc, kw, 1, 1, RT_ARGS_ONE);
  if (argv[0].tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  int64_t n = rt_to_index(argv[0], NULL);
  if (n < 0) rt_raise(RT_EXC_ValueError, "negative argument not allowed");
  unsigned char *buf = rt_malloc(n ? (size_t)n : 1);
  int mark = rt_cleanup_push(free, buf);
  for (int64_t got = 0; got < n;) {
    ssize_t r = getrandom(buf + got, (size_t)(n - got), 0);
    if (r < 0 && errno != EINTR) rt_raise_os_error(errno, rt_undef());
    if (r > 0) got += r;
  }
  Value out = rt_bytes_new(&rt_bytes_type, buf, (size_t)n);
  rt_cleanup_pop(mark, true);
  return out;
}

/* os._exit(n): the process ends now, without atexit handlers or finally blocks. What the
 * program printed is flushed first, as CPython's unbuffered or line-buffered output is out
 * already by then. */
static Value s__exit(ARGS) {
  (void)self;
  static const char *const names[] = {"status"};
  Value a[1];
  rt_parse_args("_exit", argc, argv, kw, 1, names, 1, a);
  if (a[0].tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  int status = (int)rt_to_index(a[0], NULL);
  rt_stdout_flush();
  fflush(stderr);
  _exit(status);
}

void rt_os_sys_init(Value m) {
  rt_module_add_fn(m, "_exit", s__exit);
  rt_module_add_fn(m, "system", s_system);
  rt_module_add_fn(m, "replace", s_replace);
  rt_module_add_fn(m, "chmod", s_chmod);
  rt_module_add_fn(m, "access", s_access);
  rt_module_add_fn(m, "getuid", s_getuid);
  rt_module_add_fn(m, "getgid", s_getgid);
  rt_module_add_fn(m, "urandom", s_urandom);
  static const struct {
    const char *name;
    int value;
  } modes[] = {{"F_OK", F_OK}, {"R_OK", R_OK}, {"W_OK", W_OK}, {"X_OK", X_OK}};
  for (size_t k = 0; k < sizeof modes / sizeof *modes; k++) rt_module_set(m, modes[k].name, rt_int(modes[k].value));
}
