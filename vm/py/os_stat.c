/* os_stat.c — os.stat and os.lstat (and pathlib's Path.stat): an os.stat_result, a sequence of
 * the ten classic fields (st_mode ... st_ctime, times as whole seconds) with those and the
 * float times, the _ns times, st_blksize, st_blocks and st_rdev as attributes, printed as
 * CPython prints it. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

typedef struct StatResult {
  Obj hdr;
  struct stat st;
} StatResult;

static const ObjType stat_type;

static const char *const fields[10] = {"st_mode", "st_ino",  "st_dev",   "st_nlink", "st_uid",
                                       "st_gid",  "st_size", "st_atime", "st_mtime", "st_ctime"};

static double seconds(struct timespec t) { return (double)t.tv_sec + (double)t.tv_nsec * 1e-9; }
static Value nanoseconds(struct timespec t) {
  Value s = rt_int(t.tv_sec), b = rt_int(1000000000);
  Value ns = rt_binop(RT_OP_MUL, s, b);
  Value r = rt_binop(RT_OP_ADD, ns, rt_int(t.tv_nsec));
  rt_decref(ns);
  return r;
}

/* Item k of the sequence (the times as ints, as CPython's tuple has them). */
static Value item(const struct stat *st, int k) {
  switch (k) {
    case 0: return rt_int(st->st_mode);
    case 1: return rt_int_from_u64((uint64_t)st->st_ino);
    case 2: return rt_int_from_u64((uint64_t)st->st_dev);
    case 3: return rt_int((int64_t)st->st_nlink);
    case 4: return rt_int(st->st_uid);
    case 5: return rt_int(st->st_gid);
    case 6: return rt_int(st->st_size);
    case 7: return rt_int(st->st_atim.tv_sec);
    case 8: return rt_int(st->st_mtim.tv_sec);
    default: return rt_int(st->st_ctim.tv_sec);
  }
}

static Value stat_getattr(Value self, const char *name) {
  const struct stat *st = &RT_AS(StatResult, self)->st;
  if (!strcmp(name, "st_atime")) return rt_float(seconds(st->st_atim));
  if (!strcmp(name, "st_mtime")) return rt_float(seconds(st->st_mtim));
  if (!strcmp(name, "st_ctime")) return rt_float(seconds(st->st_ctim));
  if (!strcmp(name, "st_atime_ns")) return nanoseconds(st->st_atim);
  if (!strcmp(name, "st_mtime_ns")) return nanoseconds(st->st_mtim);
  if (!strcmp(name, "st_ctime_ns")) return nanoseconds(st->st_ctim);
  if (!strcmp(name, "st_blksize")) return rt_int(st->st_blksize);
  if (!strcmp(name, "st_blocks")) return rt_int(st->st_blocks);
  if (!strcmp(name, "st_rdev")) return rt_int_from_u64((uint64_t)st->st_rdev);
  for (int k = 0; k < 10; k++)
    if (!strcmp(name, fields[k])) return item(st, k);
  return rt_undef();
}

static Value as_tuple(Value self) {
  Value t = rt_tuple_new(10);
  for (int k = 0; k < 10; k++) rt_tuple_set(t, k, item(&RT_AS(StatResult, self)->st, k));
  return t;
}

static Value stat_iter(Value self) {
  Value t = as_tuple(self);
  Value it = rt_iter(t);
  rt_decref(t);
  return it;
}

static Value stat_repr(Value self) {
  Value t = as_tuple(self);
  int mark = rt_cleanup_push_value(&t);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "os.stat_result(");
  for (int k = 0; k < 10; k++) {
    Value r = rt_repr(RT_AS(Tuple, t)->items[k]);
    rt_sb_printf(&sb, "%s%s=%s", k ? ", " : "", fields[k], rt_str_data(r));
    rt_decref(r);
  }
  rt_sb_putc(&sb, ')');
  Value out = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  rt_decref(t);
  return out;
}

static Value stat_getitem(Value self, Value key) {
  int64_t k = rt_to_index(key, "tuple indices must be integers or slices");
  if (k < 0) k += 10;
  if (k < 0 || k >= 10) rt_raise(RT_EXC_IndexError, "tuple index out of range");
  return item(&RT_AS(StatResult, self)->st, (int)k);
}

static int64_t stat_len(Value self) {
  (void)self;
  return 10;
}

static void stat_free(Obj *o) { free(o); }

static const ObjType stat_type = {
    .name = "stat_result", /* type(...).__name__; its repr says os.stat_result */
    .free = stat_free,
    .repr = stat_repr,
    .getattr = stat_getattr,
    .getitem = stat_getitem,
    .len = stat_len,
    .iter = stat_iter,
};

/* A path: a str, or an object with __fspath__ (pathlib's paths); the str's new reference. */
static Value fspath(const char *fname, Value v) {
  if (rt_is_str(v)) return rt_incref(v), v;
  const char *text = rt_pathlib_text(v);
  if (text) return rt_str_from_c(text);
  Value m;
  if (rt_try_getattr(v, "__fspath__", &m)) {
    int mark = rt_cleanup_push_value(&m);
    Value s = rt_call(m, 0, NULL, NULL);
    rt_cleanup_pop(mark, true);
    if (rt_is_str(s)) return s;
    rt_decref(s);
  }
  rt_raise(RT_EXC_TypeError, "%s: path should be string, bytes, os.PathLike or integer, not %s", fname,
           rt_type_name(v));
}

static Value do_stat(const char *fname, int argc, const Value *argv, const Kwargs *kw, bool follow) {
  static const char *const names[] = {"path", "dir_fd", "follow_symlinks"};
  Value a[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 1, a);
  if (!rt_is_undef(a[2]) && !rt_truthy(a[2])) follow = false;
  Value path = fspath(fname, a[0]);
  int mark = rt_cleanup_push_value(&path);
  StatResult *o = rt_malloc(sizeof *o);
  int rc = follow ? stat(rt_str_data(path), &o->st) : lstat(rt_str_data(path), &o->st);
  if (rc != 0) {
    int e = errno;
    free(o);
    rt_raise_os_error(e, path);
  }
  rt_obj_init(&o->hdr, &stat_type);
  rt_cleanup_pop(mark, true);
  return rt_obj(o);
}

Value rt_os_stat(int argc, const Value *argv, const Kwargs *kw) { return do_stat("stat", argc, argv, kw, true); }

static Value s_stat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return do_stat("stat", argc, argv, kw, true);
}

static Value s_lstat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return do_stat("lstat", argc, argv, kw, false);
}

void rt_os_stat_init(Value os_module) {
  rt_module_add_fn(os_module, "stat", s_stat);
  rt_module_add_fn(os_module, "lstat", s_lstat);
}
