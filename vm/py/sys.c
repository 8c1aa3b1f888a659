/* sys.c — Python's sys module: argv (set by the command line through py_set_argv), exit,
 * the standard streams (file.c's text files over stdin, stdout, stderr), maxsize, version and
 * version_info (those of the CPython 3.11 Weft is compared with), platform, float_info, path
 * and the recursion limit the VM reads (runtime.h). version_info and float_info are CPython's
 * "struct sequences": tuples whose items also have names. */
#include <float.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/config.h"
#include "../base/strbuf.h"
#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "structseq.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* The command line's arguments from the program on (`weft prog.py A` gives prog.py, A); NULL
 * until the command line sets them (the REPL: ['']). Process-wide: every VM sees the same. */
static int saved_argc;
static char **saved_argv;

void py_set_argv(int argc, char **argv) {
  saved_argc = argc;
  saved_argv = argv;
}

/* ---- struct sequences ---- */

typedef struct StructSeq {
  Obj hdr;
  const char *name;          /* "sys.version_info" */
  const char *const *fields; /* one name per item */
  Value items;               /* a tuple */
} StructSeq;

static const ObjType structseq_type;

static void structseq_free(Obj *o) {
  rt_decref(((StructSeq *)o)->items);
  free(o);
}

static Value structseq_repr(Value self) {
  StructSeq *s = RT_AS(StructSeq, self);
  Tuple *t = RT_AS(Tuple, s->items);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%s(", s->name);
  for (int64_t k = 0; k < t->n; k++) {
    rt_sb_printf(&sb, "%s%s=", k ? ", " : "", s->fields[k]);
    rt_sb_repr(&sb, t->items[k]);
  }
  rt_sb_puts(&sb, ")");
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value structseq_getattr(Value self, const char *name) {
  StructSeq *s = RT_AS(StructSeq, self);
  Tuple *t = RT_AS(Tuple, s->items);
  for (int64_t k = 0; k < t->n; k++) {
    if (strcmp(s->fields[k], name) == 0) return (rt_incref(t->items[k]), t->items[k]);
  }
  if (strcmp(name, "count") == 0 || strcmp(name, "index") == 0) return rt_getattr(s->items, name);
  return rt_undef();
}

static Value structseq_getitem(Value self, Value key) {
  return rt_getitem(RT_AS(StructSeq, self)->items, key);
}

static int64_t structseq_len(Value self) { return RT_AS(Tuple, RT_AS(StructSeq, self)->items)->n; }

static Value structseq_iter(Value self) { return rt_iter(RT_AS(StructSeq, self)->items); }

/* Compared, added and repeated as the tuple of its items. */
static Value structseq_binop(BinOp op, Value a, Value b) {
  Value ta = rt_is_type(a, &structseq_type) ? RT_AS(StructSeq, a)->items : a;
  Value tb = rt_is_type(b, &structseq_type) ? RT_AS(StructSeq, b)->items : b;
  return rt_binop(op, ta, tb);
}

static int64_t structseq_hash(Value self) { return rt_hash(RT_AS(StructSeq, self)->items); }

static int structseq_contains(Value self, Value item) {
  return rt_contains(RT_AS(StructSeq, self)->items, item);
}

static const char *structseq_type_name(Value self) { return RT_AS(StructSeq, self)->name; }

static const ObjType structseq_type = {
    .name = "structseq",
    .type_name = structseq_type_name,
    .free = structseq_free,
    .repr = structseq_repr,
    .getattr = structseq_getattr,
    .getitem = structseq_getitem,
    .iter = structseq_iter,
    .len = structseq_len,
    .binop = structseq_binop,
    .contains = structseq_contains,
    .hash = structseq_hash,
};

bool py_is_structseq(Value v) { return rt_is_type(v, &structseq_type); }

static Value structseq_new(const char *name, const char *const *fields, int n, const Value *items) {
  StructSeq *s = rt_calloc(1, sizeof *s);
  rt_obj_init(&s->hdr, &structseq_type);
  s->name = name;
  s->fields = fields;
  s->items = rt_tuple_from(n, items);
  return rt_obj(s);
}

static Value version_info(void) {
  static const char *const fields[] = {"major", "minor", "micro", "releaselevel", "serial"};
  Value items[5] = {rt_int(3), rt_int(11), rt_int(2), rt_str_from_c("final"), rt_int(0)};
  Value v = structseq_new("sys.version_info", fields, 5, items);
  rt_decref(items[3]);
  return v;
}

static Value float_info(void) {
  static const char *const fields[] = {"max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp",
                                       "dig", "mant_dig", "epsilon", "radix", "rounds"};
  Value items[11] = {rt_float(DBL_MAX), rt_int(DBL_MAX_EXP), rt_int(DBL_MAX_10_EXP),
                     rt_float(DBL_MIN), rt_int(DBL_MIN_EXP), rt_int(DBL_MIN_10_EXP),
                     rt_int(DBL_DIG),   rt_int(DBL_MANT_DIG), rt_float(DBL_EPSILON),
                     rt_int(FLT_RADIX), rt_int(1)};
  return structseq_new("sys.float_info", fields, 11, items);
}

/* sys.flags of `python3 prog.py`: the environment variables a course run may set are read
 * (PYTHONDONTWRITEBYTECODE, PYTHONOPTIMIZE, PYTHONVERBOSE); hash randomization is on */
static int env_level(const char *name) {
  const char *v = getenv(name);
  if (!v || !*v) return 0;
  char *end;
  long n = strtol(v, &end, 10);
  return *end || n < 1 ? 1 : n > 1000 ? 1000 : (int)n; /* CPython: a non-number counts as 1 */
}

static Value flags(void) {
  static const char *const fields[] = {"debug", "inspect", "interactive", "optimize", "dont_write_bytecode",
                                       "no_user_site", "no_site", "ignore_environment", "verbose",
                                       "bytes_warning", "quiet", "hash_randomization", "isolated", "dev_mode",
                                       "utf8_mode", "warn_default_encoding", "safe_path", "int_max_str_digits"};
  Value items[18];
  for (int k = 0; k < 18; k++) items[k] = rt_int(0);
  items[3] = rt_int(env_level("PYTHONOPTIMIZE"));
  items[4] = rt_int(env_level("PYTHONDONTWRITEBYTECODE") ? 1 : 0);
  items[8] = rt_int(env_level("PYTHONVERBOSE"));
  items[11] = rt_int(1);
  items[13] = rt_bool(false);
  items[16] = rt_bool(false);
  items[17] = rt_int(-1);
  return structseq_new("sys.flags", fields, 18, items);
}

/* CPython 3.11's: its int digits, and the hash parameters Weft's hash() reproduces */
static Value int_info(void) {
  static const char *const fields[] = {"bits_per_digit", "sizeof_digit", "default_max_str_digits",
                                       "str_digits_check_threshold"};
  Value items[4] = {rt_int(30), rt_int(4), rt_int(4300), rt_int(640)};
  return structseq_new("sys.int_info", fields, 4, items);
}

static Value hash_info(void) {
  static const char *const fields[] = {"width", "modulus", "inf", "nan", "imag",
                                       "algorithm", "hash_bits", "seed_bits", "cutoff"};
  Value items[9] = {rt_int(64), rt_int(((int64_t)1 << 61) - 1), rt_int(314159), rt_int(0),
                    rt_int(1000003), rt_str_from_c("siphash13"), rt_int(64), rt_int(128), rt_int(0)};
  Value v = structseq_new("sys.hash_info", fields, 9, items);
  rt_decref(items[5]);
  return v;
}

/* ---- functions ---- */

/* SystemExit(arg): the VM ends the program with its code when nothing catches it. */
static Value s_exit(ARGS) {
  (void)self;
  rt_check_args("exit", argc, kw, 0, 1, RT_ARGS_CLINIC);
  Value args = rt_tuple_from(argc, argv);
  int mark = rt_cleanup_push_value(&args);
  Value e = rt_exc_instance_new(rt_exc_class(RT_EXC_SystemExit), RT_EXC_SystemExit, args);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&e);
  rt_raise_exc(e);
}

static Value s_getrecursionlimit(ARGS) {
  (void)self, (void)argv;
  rt_check_args("sys.getrecursionlimit", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int(rt_recursion_limit());
}

/* sys.getdefaultencoding() and sys.getfilesystemencoding(): 'utf-8', as CPython 3.11 on Linux
 * in a UTF-8 (or C) locale */
static Value s_getdefaultencoding(ARGS) {
  (void)self, (void)argv;
  rt_check_args("sys.getdefaultencoding", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_str_from_c("utf-8");
}

static Value s_getfilesystemencoding(ARGS) {
  (void)self, (void)argv;
  rt_check_args("sys.getfilesystemencoding", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_str_from_c("utf-8");
}

static Value s_setrecursionlimit(ARGS) {
  (void)self;
  rt_check_args("sys.setrecursionlimit", argc, kw, 1, 1, RT_ARGS_ONE);
  if (argv[0].tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  int64_t n = rt_to_index(argv[0], NULL);
  if (n < 1) rt_raise(RT_EXC_ValueError, "recursion limit must be greater or equal than 1");
  rt_set_recursion_limit(n > INT_MAX ? INT_MAX : (int)n);
  return rt_none();
}

static Value s_get_int_max_str_digits(ARGS) {
  (void)self, (void)argv;
  rt_check_args("sys.get_int_max_str_digits", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int(rt_int_max_str_digits());
}

/* set_int_max_str_digits(maxdigits): 0 (no limit) or at least CPython's threshold, 640. */
static Value s_set_int_max_str_digits(ARGS) {
  (void)self;
  static const char *const names[] = {"maxdigits"};
  Value a[1];
  rt_parse_args("set_int_max_str_digits", argc, argv, kw, 1, names, 1, a);
  int64_t n = rt_to_index(a[0], NULL);
  if (n != 0 && (n < 640 || n > INT_MAX)) rt_raise(RT_EXC_ValueError, "maxdigits must be 0 or larger than 640");
  rt_set_int_max_str_digits((int)n);
  return rt_none();
}

static Value s_intern(ARGS) {
  (void)self;
  rt_check_args("intern", argc, kw, 1, 1, RT_ARGS_CLINIC);
  if (!rt_is_str(argv[0])) {
    rt_raise(RT_EXC_TypeError, "intern() argument must be str, not %s", rt_type_name(argv[0]));
  }
  return (rt_incref(argv[0]), argv[0]);
}

/* ---- the module ---- */

static Value make_warnoptions(void) {
  const WeftConfig *c = weft_config();
  Value list = rt_list_new(c->nwarnoptions);
  for (int k = 0; k < c->nwarnoptions; k++) {
    Value s = rt_str_from_c(c->warnoptions[k]);
    rt_list_append(list, s);
    rt_decref(s);
  }
  return list;
}

static Value make_argv(void) {
  Value list = rt_list_new(saved_argc ? saved_argc : 1);
  int mark = rt_cleanup_push_value(&list);
  for (int k = 0; k < saved_argc; k++) {
    Value s = rt_str_from_c(saved_argv[k]);
    rt_list_append(list, s);
    rt_decref(s);
  }
  if (saved_argc == 0) {
    Value s = rt_str_from_c("");
    rt_list_append(list, s);
    rt_decref(s);
  }
  rt_cleanup_pop(mark, false);
  return list;
}

/* PYTHONPATH's folders after sys.path[0], made absolute as CPython makes them (an empty
 * entry is the working directory). */
static void add_pythonpath(Value list) {
  const char *pp = getenv("PYTHONPATH");
  char cwd[4096];
  if (!pp || !pp[0] || !getcwd(cwd, sizeof cwd)) return;
  for (const char *e = pp;;) {
    size_t n = strcspn(e, ":");
    Value s = e[0] == '/' ? rt_str_new(e, n) : n == 0 ? rt_str_from_c(cwd) : rt_str_printf("%s/%.*s", cwd, (int)n, e);
    rt_list_append(list, s);
    rt_decref(s);
    if (!e[n]) break;
    e += n + 1;
  }
}

/* sys.path[0] is the program's folder as CPython gives it: absolute for a file, '' for -c,
 * stdin and the REPL; PYTHONPATH's folders follow. Imports search them for .py modules
 * (vm/host/user_module.c). */
static Value make_path(void) {
  Value list = rt_list_new(1);
  int mark = rt_cleanup_push_value(&list);
  char *dir = NULL;
  if (saved_argc > 0 && strcmp(saved_argv[0], "-c") != 0 && strcmp(saved_argv[0], "-") != 0) {
    dir = realpath(saved_argv[0], NULL);
    char *slash = dir ? strrchr(dir, '/') : NULL;
    if (slash) *(slash == dir ? slash + 1 : slash) = '\0';
  }
  Value s = rt_str_from_c(dir ? dir : "");
  free(dir);
  rt_list_append(list, s);
  rt_decref(s);
  add_pythonpath(list);
  rt_cleanup_pop(mark, false);
  return list;
}

/* sys.exc_info(): the exception being handled as (class, instance, traceback), or three Nones. */
static Value s_exc_info(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("sys.exc_info", argc, kw, 0, 0, RT_ARGS_NONE);
  Value exc = py_handled_exception();
  if (!rt_is_exception(exc)) return rt_tuple_from(3, (Value[3]){rt_none(), rt_none(), rt_none()});
  Value r = rt_tuple_new(3);
  Value cls = rt_exc_class_of(exc);
  rt_tuple_set(r, 0, (rt_incref(cls), cls));
  rt_tuple_set(r, 1, (rt_incref(exc), exc));
  rt_tuple_set(r, 2, rt_traceback_new(exc, 0));
  return r;
}

/* sys.exception() (3.11): the exception being handled, or None. */
static Value s_exception(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("sys.exception", argc, kw, 0, 0, RT_ARGS_NONE);
  Value exc = py_handled_exception();
  if (!rt_is_exception(exc)) return rt_none();
  rt_incref(exc);
  return exc;
}

/* sys._getframe(depth=0): the frame object depth calls up (frame_object.c's snapshots). */
static Value s_getframe(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("_getframe", argc, kw, 0, 1, RT_ARGS_NONE);
  int64_t depth = argc ? rt_to_index(argv[0], NULL) : 0;
  return py_frame_at(depth > 1000000 ? 1000000 : (int)depth);
}

/* Per runtime (each VM imports its own sys): the module once imported and the streams it
 * started with, both borrowed (the runtime keeps the module, the module its streams). */
typedef struct SysState {
  Obj *module;
  Obj *std[3];
} SysState;
static RtStateKey sys_key = {"the sys module's streams", sizeof(SysState), NULL, NULL, 0};

Value py_sys_stream_override(int fd) {
  static const char *const names[] = {"stdin", "stdout", "stderr"};
  SysState *st = rt_runtime_state(&sys_key);
  if (!st->module) return rt_undef();
  Value v = rt_module_lookup(rt_obj(st->module), names[fd]);
  if (rt_is_undef(v) || (rt_is_obj(v) && v.as.o == st->std[fd])) return rt_undef();
  return v;
}

void rt_sys_module_init(Value m) {
  SysState *st = rt_runtime_state(&sys_key);
  st->module = m.as.o;
  rt_module_set(m, "argv", make_argv());
  rt_module_set(m, "path", make_path());
  char *exe = realpath("/proc/self/exe", NULL); /* the weft running the program */
  rt_module_set(m, "executable", rt_str_from_c(exe ? exe : ""));
  free(exe);
  Value mods = rt_modules_dict();
  rt_incref(mods);
  rt_module_set(m, "modules", mods);
  rt_module_set(m, "warnoptions", make_warnoptions());
  rt_module_add_fn(m, "exit", s_exit);
  rt_module_add_fn(m, "getrecursionlimit", s_getrecursionlimit);
  rt_module_add_fn(m, "setrecursionlimit", s_setrecursionlimit);
  rt_module_add_fn(m, "intern", s_intern);
  rt_module_add_fn(m, "getdefaultencoding", s_getdefaultencoding);
  rt_module_add_fn(m, "getfilesystemencoding", s_getfilesystemencoding);
  rt_module_add_fn(m, "get_int_max_str_digits", s_get_int_max_str_digits);
  rt_module_add_fn(m, "set_int_max_str_digits", s_set_int_max_str_digits);
  rt_module_add_fn(m, "exc_info", s_exc_info);
  rt_module_add_fn(m, "exception", s_exception);
  rt_module_add_fn(m, "_getframe", s_getframe);
  rt_module_add_fn(m, "getsizeof", py_sys_getsizeof);
  static const char *const streams[] = {"stdin", "stdout", "stderr"};
  for (int fd = 0; fd < 3; fd++) {
    Value s = py_std_stream(fd);
    char dunder[16];
    snprintf(dunder, sizeof dunder, "__%s__", streams[fd]);
    rt_incref(s);
    st->std[fd] = s.as.o;
    rt_module_set(m, dunder, s);
    rt_module_set(m, streams[fd], s);
  }
  rt_module_set(m, "maxsize", rt_int(INT64_MAX));
  rt_module_set(m, "version", rt_str_from_c("3.11.2 (main, Apr 28 2025, 14:11:48) [GCC 12.2.0]"));
  rt_module_set(m, "version_info", version_info());
  rt_module_set(m, "hexversion", rt_int(0x030B02F0));
  rt_module_set(m, "platform", rt_str_from_c("linux"));
  rt_module_set(m, "byteorder", rt_str_from_c("little"));
  rt_module_set(m, "float_info", float_info());
  rt_module_set(m, "int_info", int_info());
  rt_module_set(m, "hash_info", hash_info());
  rt_module_set(m, "flags", flags());
  rt_module_set(m, "maxunicode", rt_int(0x10FFFF));
}
