/* os_link.c — os.utime (a file's access and modification times: now, `times` in seconds or
 * `ns` in nanoseconds), os.symlink and os.readlink, with CPython's messages. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "os_link.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw
#define NS_PER_SEC 1000000000LL

/* A path argument: "readlink: path should be string, bytes or os.PathLike, not int". */
static const char *path_of(const char *fname, const char *what, Value v, bool fd_too) {
  const char *path = rt_pathlib_text(v);
  if (path) return path;
  if (!rt_is_str(v)) {
    rt_raise(RT_EXC_TypeError, "%s: %s should be string, bytes%s os.PathLike%s, not %s", fname, what,
             fd_too ? "," : " or", fd_too ? " or integer" : "", rt_type_name(v));
  }
  return rt_str_data(v);
}

/* Seconds as a timespec, rounding down as CPython's utime does (_PyTime_ROUND_FLOOR). */
static struct timespec seconds(Value v) {
  struct timespec ts = {0, 0};
  if (v.tag != RT_FLOAT) { /* an int, or what has __index__ */
    ts.tv_sec = (time_t)rt_to_index(v, NULL);
    return ts;
  }
  double d = v.as.f;
  if (isnan(d)) rt_raise(RT_EXC_ValueError, "Invalid value NaN (not a number)");
  double whole, frac = modf(d, &whole);
  frac = floor(frac * 1e9);
  if (frac >= 1e9) {
    frac -= 1e9;
    whole += 1.0;
  } else if (frac < 0) {
    frac += 1e9;
    whole -= 1.0;
  }
  if (!(whole >= (double)LLONG_MIN && whole < (double)LLONG_MAX)) {
    rt_raise(RT_EXC_OverflowError, "timestamp out of range for platform time_t");
  }
  ts.tv_sec = (time_t)whole;
  ts.tv_nsec = (long)frac;
  return ts;
}

/* Nanoseconds as a timespec (floor division by 10**9). */
static struct timespec nanoseconds(Value v) {
  int64_t n = rt_to_index(v, NULL);
  int64_t s = n / NS_PER_SEC, r = n % NS_PER_SEC;
  if (r < 0) {
    r += NS_PER_SEC;
    s -= 1;
  }
  return (struct timespec){(time_t)s, (long)r};
}

static bool is_pair(Value v) { return rt_is_tuple(v) && RT_AS(Tuple, v)->n == 2; }

/* utime(path, times=None, *, ns=None, dir_fd=None, follow_symlinks=True) */
static Value s_utime(ARGS) {
  (void)self;
  static const char *const names[] = {"path", "times", "ns", "dir_fd", "follow_symlinks"};
  Value a[5];
  rt_parse_args_kwonly("utime", argc, argv, kw, 5, 2, names, 1, a);
  bool follow = rt_is_undef(a[4]) || rt_truthy(a[4]);
  bool have_times = !rt_is_undef(a[1]) && !rt_is_none(a[1]), have_ns = !rt_is_undef(a[2]);
  if (have_times && have_ns) rt_raise(RT_EXC_ValueError, "utime: you may specify either 'times' or 'ns' but not both");
  struct timespec ts[2], *when = NULL;
  if (have_times) {
    if (!is_pair(a[1])) rt_raise(RT_EXC_TypeError, "utime: 'times' must be either a tuple of two ints or None");
    for (int k = 0; k < 2; k++) ts[k] = seconds(RT_AS(Tuple, a[1])->items[k]);
    when = ts;
  } else if (have_ns) {
    if (!is_pair(a[2])) rt_raise(RT_EXC_TypeError, "utime: 'ns' must be a tuple of two ints");
    for (int k = 0; k < 2; k++) ts[k] = nanoseconds(RT_AS(Tuple, a[2])->items[k]);
    when = ts;
  }
  int rc;
  if (a[0].tag == RT_INT) {
    rc = futimens((int)a[0].as.i, when);
  } else {
    const char *path = path_of("utime", "path", a[0], true);
    rc = utimensat(AT_FDCWD, path, when, follow ? 0 : AT_SYMLINK_NOFOLLOW);
  }
  if (rc != 0) rt_raise_os_error(errno, rt_undef()); /* CPython names no file here */
  return rt_none();
}

/* symlink(src, dst, target_is_directory=False, *, dir_fd=None) */
static Value s_symlink(ARGS) {
  (void)self;
  static const char *const names[] = {"src", "dst", "target_is_directory", "dir_fd"};
  Value a[4];
  rt_parse_args_kwonly("symlink", argc, argv, kw, 4, 3, names, 2, a);
  const char *src = path_of("symlink", "src", a[0], false);
  const char *dst = path_of("symlink", "dst", a[1], false);
  if (symlink(src, dst) != 0) {
    int e = errno;
    Value s = rt_str_from_c(src), d = rt_str_from_c(dst);
    rt_cleanup_push_value(&s);
    rt_cleanup_push_value(&d);
    rt_raise_os_error2(e, s, d);
  }
  return rt_none();
}

/* readlink(path, *, dir_fd=None): the link's target, as the path's type (str). */
static Value s_readlink(ARGS) {
  (void)self;
  static const char *const names[] = {"path", "dir_fd"};
  Value a[2];
  rt_parse_args_kwonly("readlink", argc, argv, kw, 2, 1, names, 1, a);
  const char *path = path_of("readlink", "path", a[0], false);
  for (size_t cap = 256;; cap *= 2) {
    char *buf = rt_malloc(cap);
    ssize_t n = readlink(path, buf, cap);
    if (n < 0) {
      int e = errno;
      free(buf);
      Value p = rt_str_from_c(path);
      rt_cleanup_push_value(&p);
      rt_raise_os_error(e, p);
    }
    if ((size_t)n < cap) {
      Value r = rt_str_new(buf, (int64_t)n);
      free(buf);
      return r;
    }
    free(buf);
    if (cap > ((size_t)1 << 24)) rt_raise(RT_EXC_OSError, "readlink: link target too long");
  }
}

void rt_os_link_init(Value os_module) {
  rt_module_add_fn(os_module, "utime", s_utime);
  rt_module_add_fn(os_module, "symlink", s_symlink);
  rt_module_add_fn(os_module, "readlink", s_readlink);
}
