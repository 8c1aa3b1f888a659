/* platform_module.c — the platform module: the machine and the Python Weft stands for, as
 * CPython 3.11's platform reports them on Linux: system, node, release, version, machine,
 * processor (empty, as CPython finds none on Linux), uname() (a namedtuple of the five uname
 * fields; CPython's also iterates a sixth, processor), architecture(),
 * libc_ver(), platform() ("Linux-<release>-<machine>-with-glibc<version>"), and the
 * python_* functions, which answer CPython 3.11.2's (sys.version's) values. */
#include <gnu/libc-version.h>
#include <string.h>
#include <sys/utsname.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"
#include "stdlib_small.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* A function of no parameters, checked with a Python function's messages. */
static void no_args(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  py_parse_pyargs(fname, argc, argv, kw, 0, NULL, 0, NULL);
}

enum { U_SYSTEM, U_NODE, U_RELEASE, U_VERSION, U_MACHINE };

static Value uname_field(int which) {
  struct utsname u;
  if (uname(&u) != 0) return rt_str_from_c("");
  const char *f[] = {u.sysname, u.nodename, u.release, u.version, u.machine};
  return rt_str_from_c(f[which]);
}

/* A function of no arguments answering one uname field (data: the field's number as an int). */
static Value p_field(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  static const char *const names[] = {"system", "node", "release", "version", "machine"};
  no_args(names[data.as.i], argc, argv, kw);
  return uname_field((int)data.as.i);
}

static Value p_processor(ARGS) {
  (void)self, (void)argv;
  no_args("processor", argc, argv, kw);
  return rt_str_from_c("");
}

static Value p_uname(ARGS) {
  (void)self, (void)argv;
  no_args("uname", argc, argv, kw);
  Value collections = rt_import("collections");
  int mark = rt_cleanup_push_value(&collections);
  Value make = rt_getattr(collections, "namedtuple");
  rt_cleanup_push_value(&make);
  Value spec[2] = {rt_str_from_c("uname_result"), rt_str_from_c("system node release version machine")};
  rt_cleanup_push_value(&spec[0]);
  rt_cleanup_push_value(&spec[1]);
  Value cls = rt_call(make, 2, spec, NULL);
  rt_cleanup_push_value(&cls);
  Value f[5];
  for (int k = 0; k < 5; k++) {
    f[k] = uname_field(k);
    rt_cleanup_push_value(&f[k]);
  }
  Value r = rt_call(cls, 5, f, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value pair(const char *a, const char *b) {
  Value items[2] = {rt_str_from_c(a), rt_str_from_c(b)};
  Value t = rt_tuple_from(2, items);
  rt_decref(items[0]);
  rt_decref(items[1]);
  return t;
}

static Value p_architecture(ARGS) {
  (void)self;
  static const char *const names[] = {"executable", "bits", "linkage"};
  Value a[3];
  py_parse_pyargs("architecture", argc, argv, kw, 3, names, 0, a);
  return pair(sizeof(void *) == 8 ? "64bit" : "32bit", "ELF");
}

static Value p_libc_ver(ARGS) {
  (void)self;
  static const char *const names[] = {"executable", "lib", "version", "chunksize"};
  Value a[4];
  py_parse_pyargs("libc_ver", argc, argv, kw, 4, names, 0, a);
  return pair("glibc", gnu_get_libc_version());
}

static Value p_platform(ARGS) {
  (void)self;
  static const char *const names[] = {"aliased", "terse"};
  Value a[2];
  py_parse_pyargs("platform", argc, argv, kw, 2, names, 0, a);
  struct utsname u;
  if (uname(&u) != 0) return rt_str_from_c("");
  /* CPython's Linux form; aliased and terse change nothing there */
  return rt_str_printf("%s-%s-%s-with-glibc%s", u.sysname, u.release, u.machine, gnu_get_libc_version());
}

static Value p_python_version(ARGS) {
  (void)self, (void)argv;
  no_args("python_version", argc, argv, kw);
  return rt_str_from_c("3.11.2");
}

static Value p_python_version_tuple(ARGS) {
  (void)self, (void)argv;
  no_args("python_version_tuple", argc, argv, kw);
  Value items[3] = {rt_str_from_c("3"), rt_str_from_c("11"), rt_str_from_c("2")};
  Value t = rt_tuple_from(3, items);
  for (int k = 0; k < 3; k++) rt_decref(items[k]);
  return t;
}

static Value p_python_implementation(ARGS) {
  (void)self, (void)argv;
  no_args("python_implementation", argc, argv, kw);
  return rt_str_from_c("CPython");
}

static Value p_python_compiler(ARGS) {
  (void)self, (void)argv;
  no_args("python_compiler", argc, argv, kw);
  return rt_str_from_c("GCC 12.2.0");
}

static Value p_python_build(ARGS) {
  (void)self, (void)argv;
  no_args("python_build", argc, argv, kw);
  return pair("main", "Apr 28 2025 14:11:48");
}

void py_platform_module_init(Value m) {
  static const char *const fields[] = {"system", "node", "release", "version", "machine"};
  for (int k = 0; k < 5; k++) rt_module_set(m, fields[k], rt_native_method_new(fields[k], fields[k], p_field, rt_int(k)));
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {{"processor", p_processor},
             {"uname", p_uname},
             {"architecture", p_architecture},
             {"libc_ver", p_libc_ver},
             {"platform", p_platform},
             {"python_version", p_python_version},
             {"python_version_tuple", p_python_version_tuple},
             {"python_implementation", p_python_implementation},
             {"python_compiler", p_python_compiler},
             {"python_build", p_python_build}};
  for (size_t k = 0; k < sizeof fns / sizeof *fns; k++) rt_module_add_fn(m, fns[k].name, fns[k].fn);
}
