/* time_struct.c — the calendar side of the time module: struct_time (a namedtuple of the
 * nine tm_ fields printing as `time.struct_time(tm_year=..., ...)`), gmtime, localtime,
 * mktime, strftime (the C library's, as CPython uses it), asctime and ctime. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "datetime_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value struct_time_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"time.struct_time", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static const char *const fields[] = {"tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min",
                                     "tm_sec", "tm_wday", "tm_yday", "tm_isdst"};

static Value from_tm(const struct tm *t) {
  int64_t v[9] = {t->tm_year + 1900, t->tm_mon + 1, t->tm_mday, t->tm_hour, t->tm_min, t->tm_sec,
                  (t->tm_wday + 6) % 7, t->tm_yday + 1, t->tm_isdst};
  Value items[11];
  for (int k = 0; k < 9; k++) items[k] = rt_int(v[k]);
  items[9] = rt_str_from_c(t->tm_zone ? t->tm_zone : "");
  items[10] = rt_int((int64_t)t->tm_gmtoff);
  Value seq = rt_tuple_from(11, items);
  rt_decref(items[9]);
  int mark = rt_cleanup_push_value(&seq);
  Value r = rt_call(mod_state()->struct_time_class, 1, &seq, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void list_job(void *ud) {
  Value *v = ud;
  *v = rt_call(rt_builtin_lookup("list"), 1, v, NULL);
}

/* struct_time(sequence, dict=None), as CPython's structseq_new: 9 to 11 items, the last two
 * (tm_zone, tm_gmtoff) None when missing (or taken from dict). data: the namedtuple class
 * struct_time derives from, whose __new__ makes the instance. */
static Value st_new(Value data, int argc, const Value *argv, const Kwargs *kw) {
  int nkw = kw ? kw->n : 0;
  if (argc - 1 + nkw > 2) {
    rt_raise(RT_EXC_TypeError, "structseq() takes at most 2 %sarguments (%d given)",
             argc == 1 ? "keyword " : "", argc - 1 + nkw);
  }
  const char *unknown = NULL;
  Value a[2] = {argc > 1 ? argv[1] : rt_undef(), argc > 2 ? argv[2] : rt_undef()};
  static const char *const names[] = {"sequence", "dict"};
  for (int j = 0; j < nkw; j++) {
    int k = strcmp(kw->names[j], names[0]) == 0 ? 0 : strcmp(kw->names[j], names[1]) == 0 ? 1 : -1;
    if (k < 0) {
      if (!unknown) unknown = kw->names[j];
      continue;
    }
    if (!rt_is_undef(a[k])) {
      rt_raise(RT_EXC_TypeError, "argument for structseq() given by name ('%s') and position (%d)",
               names[k], k + 1);
    }
    a[k] = kw->values[j];
  }
  if (rt_is_undef(a[0])) rt_raise(RT_EXC_TypeError, "structseq() missing required argument 'sequence' (pos 1)");
  if (unknown) rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for structseq()", unknown);
  Value items = a[0];
  if (rt_pcall(list_job, &items) != 0) {
    if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_TypeError)) rt_reraise();
    rt_error_clear();
    rt_raise(RT_EXC_TypeError, "constructor requires a sequence");
  }
  int mark = rt_cleanup_push_value(&items);
  Value dict = rt_is_undef(a[1]) ? rt_none() : a[1];
  if (!rt_is_none(dict) && !rt_is_dict(dict)) {
    rt_raise(RT_EXC_TypeError, "time.struct_time() takes a dict as second arg, if any");
  }
  const List *l = RT_AS(List, items);
  if (l->n < 9) {
    rt_raise(RT_EXC_TypeError, "time.struct_time() takes an at least 9-sequence (%lld-sequence given)",
             (long long)l->n);
  }
  if (l->n > 11) {
    rt_raise(RT_EXC_TypeError, "time.struct_time() takes an at most 11-sequence (%lld-sequence given)",
             (long long)l->n);
  }
  Value args[10] = {argv[0]};
  for (int k = 0; k < 9; k++) args[k + 1] = l->items[k];
  Value make = rt_class_lookup(RT_AS(ClassObj, data), "__new__", NULL);
  Value inst = rt_call(make, 10, args, NULL);
  int inst_mark = rt_cleanup_push_value(&inst);
  static const char *const extra[] = {"tm_zone", "tm_gmtoff"};
  for (int k = 0; k < 2; k++) {
    Value v = 9 + k < l->n ? l->items[9 + k] : rt_undef();
    if (rt_is_undef(v) && rt_is_dict(dict)) v = rt_dict_get_str(dict, extra[k]);
    rt_instance_setattr_generic(inst, extra[k], rt_is_undef(v) ? rt_none() : v);
  }
  rt_cleanup_pop(inst_mark, false); /* inst is returned */
  rt_cleanup_pop(mark, true);
  return inst;
}

/* A 9-item sequence (struct_time or tuple) as a struct tm. */
static void to_tm(const char *fname, Value t, struct tm *out) {
  if (rt_len(t) != 9) rt_raise(RT_EXC_TypeError, "%s(): illegal time tuple argument", fname);
  int64_t v[9];
  for (int k = 0; k < 9; k++) {
    Value x = rt_getitem(t, rt_int(k));
    v[k] = rt_to_index(x, NULL);
    rt_decref(x);
  }
  memset(out, 0, sizeof *out);
  out->tm_year = (int)(v[0] - 1900);
  out->tm_mon = (int)(v[1] - 1);
  out->tm_mday = (int)v[2];
  out->tm_hour = (int)v[3];
  out->tm_min = (int)v[4];
  out->tm_sec = (int)v[5];
  out->tm_wday = (int)((v[6] + 1) % 7);
  out->tm_yday = (int)(v[7] - 1);
  out->tm_isdst = (int)v[8];
}

static time_t secs_arg(int argc, const Value *argv) {
  if (argc < 1 || rt_is_none(argv[0])) return time(NULL);
  return (time_t)rt_to_double(argv[0], "secs");
}

static Value t_gmtime(ARGS) {
  (void)self;
  rt_check_args("gmtime", argc, kw, 0, 1, RT_ARGS_CLINIC);
  time_t s = secs_arg(argc, argv);
  struct tm t;
  if (!gmtime_r(&s, &t)) rt_raise(RT_EXC_OverflowError, "timestamp out of range for platform time_t");
  return from_tm(&t);
}

static Value t_localtime(ARGS) {
  (void)self;
  rt_check_args("localtime", argc, kw, 0, 1, RT_ARGS_CLINIC);
  time_t s = secs_arg(argc, argv);
  struct tm t;
  if (!localtime_r(&s, &t)) rt_raise(RT_EXC_OverflowError, "timestamp out of range for platform time_t");
  return from_tm(&t);
}

static Value t_mktime(ARGS) {
  (void)self;
  rt_check_args("mktime", argc, kw, 1, 1, RT_ARGS_CLINIC);
  struct tm t;
  to_tm("mktime", argv[0], &t);
  time_t s = mktime(&t);
  if (s == (time_t)-1) rt_raise(RT_EXC_OverflowError, "mktime argument out of range");
  return rt_float((double)s);
}

/* The local time now, or the given tuple. */
static void tm_arg(const char *fname, int argc, const Value *argv, int at, struct tm *t) {
  if (argc > at) {
    to_tm(fname, argv[at], t);
  } else {
    time_t s = time(NULL);
    localtime_r(&s, t);
  }
}

/* time.strptime(string, format="%a %b %d %H:%M:%S %Y"): what datetime.strptime parses, as a
 * struct_time (both are CPython's _strptime, with its messages). */
static Value t_strptime(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "strptime() takes no keyword arguments");
  if (argc == 0) rt_raise(RT_EXC_TypeError, "_strptime_time() missing 1 required positional argument: 'data_string'");
  if (argc > 2) {
    rt_raise(RT_EXC_TypeError, "_strptime_time() takes from 1 to 2 positional arguments but %d were given", argc);
  }
  for (int k = 0; k < argc; k++) {
    if (!rt_is_str(argv[k])) {
      rt_raise(RT_EXC_TypeError, "strptime() argument %d must be str, not <class '%s'>", k, rt_type_name(argv[k]));
    }
  }
  Value mod = rt_import("datetime"); /* the datetime type dt_strptime makes */
  int mark = rt_cleanup_push_value(&mod);
  Value a[2] = {argv[0], argc > 1 ? argv[1] : rt_undef()};
  Value dflt = rt_undef();
  rt_cleanup_push_value(&dflt);
  if (argc < 2) a[1] = dflt = rt_str_from_c("%a %b %d %H:%M:%S %Y");
  Value dt = dt_strptime(a[0], a[1], true);
  rt_cleanup_push_value(&dt);
  Value tt = rt_getattr(dt, "timetuple");
  rt_cleanup_push_value(&tt);
  Value r = rt_call(tt, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value t_strftime(ARGS) {
  (void)self;
  rt_check_args("strftime", argc, kw, 1, 2, RT_ARGS_CLINIC);
  if (!rt_is_str(argv[0])) rt_raise(RT_EXC_TypeError, "strftime() argument 1 must be str, not %s", rt_type_name(argv[0]));
  struct tm t;
  tm_arg("strftime", argc, argv, 1, &t);
  const char *fmt = rt_str_data(argv[0]);
  if (!*fmt) return rt_str_from_c("");
  for (size_t cap = 256;; cap *= 2) {
    char *buf = rt_malloc(cap);
    size_t n = strftime(buf, cap, fmt, &t);
    if (n > 0 || cap > 16 * strlen(fmt) + 1024) {
      Value s = rt_str_new(buf, (int64_t)n);
      free(buf);
      return s;
    }
    free(buf);
  }
}

/* 'Thu Jan  1 00:00:00 1970' */
static Value asc(const struct tm *t) {
  static const char *const days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static const char *const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  return rt_str_printf("%s %s %2d %02d:%02d:%02d %d", days[(t->tm_wday % 7 + 7) % 7], months[(t->tm_mon % 12 + 12) % 12],
                       t->tm_mday, t->tm_hour, t->tm_min, t->tm_sec, t->tm_year + 1900);
}

static Value t_asctime(ARGS) {
  (void)self;
  rt_check_args("asctime", argc, kw, 0, 1, RT_ARGS_CLINIC);
  struct tm t;
  tm_arg("asctime", argc, argv, 0, &t);
  return asc(&t);
}

static Value t_ctime(ARGS) {
  (void)self;
  rt_check_args("ctime", argc, kw, 0, 1, RT_ARGS_CLINIC);
  time_t s = secs_arg(argc, argv);
  struct tm t;
  if (!localtime_r(&s, &t)) rt_raise(RT_EXC_OverflowError, "timestamp out of range for platform time_t");
  return asc(&t);
}

/* time.struct_time(tm_year=1970, ...) */
static Value st_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argc, (void)kw;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "time.struct_time(");
  for (int k = 0; k < 9; k++) {
    Value v = rt_getattr(argv[0], fields[k]);
    rt_sb_printf(&sb, "%s%s=", k ? ", " : "", fields[k]);
    rt_sb_repr(&sb, v);
    rt_decref(v);
  }
  rt_sb_puts(&sb, ")");
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

void rt_time_struct_init(Value m) {
  ModState *st = mod_state();
  Value collections = rt_import("collections");
  int mark = rt_cleanup_push_value(&collections);
  Value nt = rt_getattr(collections, "namedtuple");
  rt_cleanup_push_value(&nt);
  Value names = rt_list_new(9);
  rt_cleanup_push_value(&names);
  for (int k = 0; k < 9; k++) {
    Value s = rt_str_from_c(fields[k]);
    rt_list_append(names, s);
    rt_decref(s);
  }
  Value args[2] = {rt_str_from_c("struct_time"), names};
  rt_cleanup_push_value(&args[0]);
  Value base = rt_call(nt, 2, args, NULL);
  rt_cleanup_push_value(&base);
  Value bases = rt_tuple_from(1, &base);
  rt_cleanup_push_value(&bases);
  st->struct_time_class = rt_class_new("struct_time", bases);
  ClassObj *c = RT_AS(ClassObj, st->struct_time_class);
  rt_class_set(c, "__module__", rt_str_from_c("time"));
  rt_class_set(RT_AS(ClassObj, base), "__module__", rt_str_from_c("time"));
  rt_class_set(c, "__new__", rt_native_method_new("__new__", "struct_time.__new__", st_new, base));
  rt_class_set(c, "tm_zone", rt_none());
  rt_class_set(c, "tm_gmtoff", rt_none());
  rt_class_finish(st->struct_time_class, rt_none());
  rt_class_set(c, "__repr__", rt_native_method_new("__repr__", "struct_time.__repr__", st_repr, rt_none()));
  rt_module_set(m, "struct_time", st->struct_time_class);
  rt_cleanup_pop(mark, true);
  rt_module_add_fn(m, "gmtime", t_gmtime);
  rt_module_add_fn(m, "localtime", t_localtime);
  rt_module_add_fn(m, "mktime", t_mktime);
  rt_module_add_fn(m, "strftime", t_strftime);
  rt_module_add_fn(m, "strptime", t_strptime);
  rt_module_add_fn(m, "asctime", t_asctime);
  rt_module_add_fn(m, "ctime", t_ctime);
}
