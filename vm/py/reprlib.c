/* reprlib.c — the reprlib module: the Repr class (its limits maxlevel, maxtuple, maxlist,
 * maxarray, maxdict, maxset, maxfrozenset, maxdeque, maxstring, maxlong, maxother and
 * fillvalue as instance attributes; repr, repr1 dispatching to repr_<type name> through the
 * instance, so a subclass's methods take part; the repr_* methods of CPython's), aRepr and
 * repr, and recursive_repr (the fill value for a repr that reaches its own object again). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"
#include "stdlib_small.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

/* Every temporary of a call lives in its keep list until the call returns. */
static Value kept(Value keep, Value v) {
  rt_list_append(keep, v);
  rt_decref(v);
  return v;
}

static int64_t limit(Value self, const char *name) {
  Value v = rt_getattr(self, name);
  int mark = rt_cleanup_push_value(&v);
  int64_t n = rt_to_index(v, name);
  rt_cleanup_pop(mark, true);
  return n;
}

/* The code points [a, b) of str s (0 <= a <= b). */
static Value cp_slice(Value s, int64_t a, int64_t b) {
  const char *p = rt_str_data(s);
  int64_t n = RT_AS(Str, s)->nbytes, k = 0, i = 0, from = n, to = n;
  for (; i <= n; k++) {
    if (k == a && from == n) from = i;
    if (k == b) {
      to = i;
      break;
    }
    if (i == n) break;
    int len = 1;
    rt_utf8_decode(p + i, &len);
    i += len > 0 ? len : 1;
  }
  if (from > to) from = to;
  return rt_str_new(p + from, (size_t)(to - from));
}

static int64_t nchars(Value s) { return RT_AS(Str, s)->nchars; }

/* s cut to max characters around the fill value: s[:i] + fill + s[len-j:]. */
static Value shorten(Value keep, Value s, int64_t max, Value fill) {
  int64_t n = nchars(s);
  if (n <= max) return s;
  int64_t i = (max - 3) / 2 > 0 ? (max - 3) / 2 : 0;
  int64_t j = max - 3 - i > 0 ? max - 3 - i : 0;
  Value head = kept(keep, cp_slice(s, 0, i)), tail = kept(keep, cp_slice(s, n - j > 0 ? n - j : 0, n));
  Value t = kept(keep, rt_binop(RT_OP_ADD, head, fill));
  return kept(keep, rt_binop(RT_OP_ADD, t, tail));
}

static Value fillvalue(Value keep, Value self) {
  Value f = kept(keep, rt_getattr(self, "fillvalue"));
  if (!rt_is_str(f)) rt_raise(RT_EXC_TypeError, "fillvalue must be a str");
  return f;
}

/* self.repr1(x, level) (a new reference). */
static Value call_repr1(Value self, Value x, int64_t level) {
  Value f = rt_getattr(self, "repr1");
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, 2, (Value[]){x, rt_int(level)}, NULL);
  rt_cleanup_pop(mark, true);
  if (!rt_is_str(r)) {
    rt_decref(r);
    rt_raise(RT_EXC_TypeError, "repr1 must return a str");
  }
  return r;
}

typedef struct SortJob {
  Value x, out;
} SortJob;

static void sort_job(void *ud) {
  SortJob *j = ud;
  Value sorted = rt_import_attr("builtins", "sorted");
  int mark = rt_cleanup_push_value(&sorted);
  j->out = rt_call(sorted, 1, &j->x, NULL);
  rt_cleanup_pop(mark, true);
}

/* _possibly_sorted: sorted(x), or list(x) when sorting raises. */
static Value possibly_sorted(Value keep, Value x) {
  SortJob j = {x, rt_undef()};
  if (rt_pcall(sort_job, &j) == 0) return kept(keep, j.out);
  if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_Exception)) rt_reraise();
  rt_error_clear();
  Value list = rt_list_new(0);
  kept(keep, list);
  Value it = kept(keep, rt_iter(x)), item;
  while (rt_next(it, &item)) {
    rt_list_append(list, item);
    rt_decref(item);
  }
  return list;
}

/* _repr_iterable */
static Value repr_iterable(Value self, Value x, int64_t level, const char *left, const char *right, const char *maxname,
                           const char *trail) {
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  int64_t n = rt_len(x);
  Value fill = fillvalue(keep, self);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, left);
  if (level <= 0 && n) {
    rt_sb_putn(&sb, rt_str_data(fill), (size_t)RT_AS(Str, fill)->nbytes);
  } else {
    int64_t max = limit(self, maxname), k = 0;
    Value it = kept(keep, rt_iter(x)), item;
    while (k < max && rt_next(it, &item)) {
      kept(keep, item);
      Value r = kept(keep, call_repr1(self, item, level - 1));
      if (k++) rt_sb_puts(&sb, ", ");
      rt_sb_putn(&sb, rt_str_data(r), (size_t)RT_AS(Str, r)->nbytes);
    }
    if (n > max) {
      if (k) rt_sb_puts(&sb, ", ");
      rt_sb_putn(&sb, rt_str_data(fill), (size_t)RT_AS(Str, fill)->nbytes);
    }
    if (n == 1 && trail) rt_sb_puts(&sb, trail);
  }
  rt_sb_puts(&sb, right);
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static void method_args(const char *name, int argc, const Kwargs *kw, int n) { rt_check_nargs(name, argc - 1, kw, n, n); }

static int64_t level_arg(Value v) { return rt_to_index(v, "level"); }

static Value r_tuple(ARGS) {
  (void)data;
  method_args("repr_tuple", argc, kw, 2);
  return repr_iterable(argv[0], argv[1], level_arg(argv[2]), "(", ")", "maxtuple", ",");
}

static Value r_list(ARGS) {
  (void)data;
  method_args("repr_list", argc, kw, 2);
  return repr_iterable(argv[0], argv[1], level_arg(argv[2]), "[", "]", "maxlist", NULL);
}

static Value r_deque(ARGS) {
  (void)data;
  method_args("repr_deque", argc, kw, 2);
  return repr_iterable(argv[0], argv[1], level_arg(argv[2]), "deque([", "])", "maxdeque", NULL);
}

static Value r_array(ARGS) {
  (void)data;
  method_args("repr_array", argc, kw, 2);
  Value tc = rt_getattr(argv[1], "typecode");
  int mark = rt_cleanup_push_value(&tc);
  char left[64];
  snprintf(left, sizeof left, "array('%s'", rt_is_str(tc) ? rt_str_data(tc) : "?");
  Value r;
  if (!rt_truthy(argv[1])) {
    r = rt_str_printf("%s)", left);
  } else {
    strncat(left, ", [", sizeof left - strlen(left) - 1);
    r = repr_iterable(argv[0], argv[1], level_arg(argv[2]), left, "])", "maxarray", NULL);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value set_like(Value self, Value x, Value level, const char *empty, const char *left, const char *right,
                      const char *maxname) {
  if (!rt_truthy(x)) return rt_str_from_c(empty);
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  Value sorted = possibly_sorted(keep, x);
  Value r = repr_iterable(self, sorted, level_arg(level), left, right, maxname, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value r_set(ARGS) {
  (void)data;
  method_args("repr_set", argc, kw, 2);
  return set_like(argv[0], argv[1], argv[2], "set()", "{", "}", "maxset");
}

static Value r_frozenset(ARGS) {
  (void)data;
  method_args("repr_frozenset", argc, kw, 2);
  return set_like(argv[0], argv[1], argv[2], "frozenset()", "frozenset({", "})", "maxfrozenset");
}

static Value r_dict(ARGS) {
  (void)data;
  method_args("repr_dict", argc, kw, 2);
  Value self = argv[0], x = argv[1];
  int64_t level = level_arg(argv[2]), n = rt_len(x);
  if (n == 0) return rt_str_from_c("{}");
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  Value fill = fillvalue(keep, self);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_putc(&sb, '{');
  if (level <= 0) {
    rt_sb_putn(&sb, rt_str_data(fill), (size_t)RT_AS(Str, fill)->nbytes);
  } else {
    int64_t max = limit(self, "maxdict"), k = 0;
    Value keys = possibly_sorted(keep, x);
    Value it = kept(keep, rt_iter(keys)), key;
    while (k < max && rt_next(it, &key)) {
      kept(keep, key);
      Value kr = kept(keep, call_repr1(self, key, level - 1));
      Value v = kept(keep, rt_getitem(x, key));
      Value vr = kept(keep, call_repr1(self, v, level - 1));
      if (k++) rt_sb_puts(&sb, ", ");
      rt_sb_putn(&sb, rt_str_data(kr), (size_t)RT_AS(Str, kr)->nbytes);
      rt_sb_puts(&sb, ": ");
      rt_sb_putn(&sb, rt_str_data(vr), (size_t)RT_AS(Str, vr)->nbytes);
    }
    if (n > max) {
      rt_sb_puts(&sb, ", ");
      rt_sb_putn(&sb, rt_str_data(fill), (size_t)RT_AS(Str, fill)->nbytes);
    }
  }
  rt_sb_putc(&sb, '}');
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value r_str(ARGS) {
  (void)data;
  method_args("repr_str", argc, kw, 2);
  Value self = argv[0], x = argv[1];
  if (!rt_is_str(x)) rt_raise(RT_EXC_TypeError, "repr_str needs a str");
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  int64_t max = limit(self, "maxstring"), n = nchars(x);
  if (max < 0) max = 0;
  Value s = kept(keep, rt_repr(kept(keep, cp_slice(x, 0, max < n ? max : n))));
  if (nchars(s) > max) {
    int64_t i = (max - 3) / 2 > 0 ? (max - 3) / 2 : 0, j = max - 3 - i > 0 ? max - 3 - i : 0;
    Value part = kept(keep, rt_binop(RT_OP_ADD, kept(keep, cp_slice(x, 0, i < n ? i : n)),
                                     kept(keep, cp_slice(x, n - j > 0 ? n - j : 0, n))));
    s = kept(keep, rt_repr(part));
    int64_t m = nchars(s);
    Value head = kept(keep, cp_slice(s, 0, i < m ? i : m)), tail = kept(keep, cp_slice(s, m - j > 0 ? m - j : 0, m));
    s = kept(keep, rt_binop(RT_OP_ADD, kept(keep, rt_binop(RT_OP_ADD, head, fillvalue(keep, self))), tail));
  }
  rt_incref(s);
  rt_cleanup_pop(mark, true);
  return s;
}

static Value r_int(ARGS) {
  (void)data;
  method_args("repr_int", argc, kw, 2);
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  Value s = kept(keep, rt_repr(argv[1]));
  s = shorten(keep, s, limit(argv[0], "maxlong"), fillvalue(keep, argv[0]));
  rt_incref(s);
  rt_cleanup_pop(mark, true);
  return s;
}

typedef struct ReprJob {
  Value x, out;
} ReprJob;

static void repr_job(void *ud) {
  ReprJob *j = ud;
  j->out = rt_repr(j->x);
}

static Value r_instance(ARGS) {
  (void)data;
  method_args("repr_instance", argc, kw, 2);
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  ReprJob j = {argv[1], rt_undef()};
  Value s;
  if (rt_pcall(repr_job, &j) == 0) {
    s = kept(keep, j.out);
    s = shorten(keep, s, limit(argv[0], "maxother"), fillvalue(keep, argv[0]));
  } else {
    if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_Exception)) rt_reraise();
    rt_error_clear();
    Value id = kept(keep, rt_import_attr("builtins", "id"));
    Value n = kept(keep, rt_call(id, 1, &argv[1], NULL));
    s = kept(keep, rt_str_printf("<%s instance at %#llx>", rt_type_name(argv[1]), (unsigned long long)rt_to_index(n, "id")));
  }
  rt_incref(s);
  rt_cleanup_pop(mark, true);
  return s;
}

static Value r_repr1(ARGS) {
  (void)data;
  method_args("repr1", argc, kw, 2);
  Value self = argv[0], x = argv[1];
  char name[128] = "repr_";
  size_t at = 5;
  bool gap = false;
  for (const char *t = rt_type_name(x); *t && at + 1 < sizeof name; t++) {
    if (*t == ' ') {
      gap = at > 5;
      continue;
    }
    if (gap) name[at++] = '_', gap = false;
    if (at + 1 < sizeof name) name[at++] = *t;
  }
  name[at] = 0;
  Value f;
  if (!rt_try_getattr(self, name, &f)) f = rt_getattr(self, "repr_instance");
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, 2, &argv[1], NULL);
  rt_cleanup_pop(mark, true);
  (void)x;
  return r;
}

static Value r_repr(ARGS) {
  (void)data;
  method_args("repr", argc, kw, 1);
  return call_repr1(argv[0], argv[1], limit(argv[0], "maxlevel"));
}

static Value r_init(ARGS) {
  (void)data;
  method_args("__init__", argc, kw, 0);
  static const struct {
    const char *name;
    int v;
  } limits[] = {{"maxlevel", 6}, {"maxtuple", 6}, {"maxlist", 6}, {"maxarray", 5},  {"maxdict", 4},  {"maxset", 6},
                {"maxfrozenset", 6}, {"maxdeque", 6}, {"maxstring", 30}, {"maxlong", 40}, {"maxother", 30}};
  Value fill = rt_str_from_c("...");
  int mark = rt_cleanup_push_value(&fill);
  rt_setattr(argv[0], "fillvalue", fill);
  rt_cleanup_pop(mark, true);
  for (size_t k = 0; k < sizeof limits / sizeof *limits; k++) rt_setattr(argv[0], limits[k].name, rt_int(limits[k].v));
  return rt_none();
}

/* ---- recursive_repr ---- */

typedef struct Running {
  Value set, key; /* the wrapper's dict of ids being repr'd, and this call's id */
} Running;

static void running_done(void *p) {
  Running *r = p;
  rt_delitem(r->set, r->key);
}

/* wrapper(self): data is (fillvalue, user_function, running dict). */
static Value rr_wrapper(Value data, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("wrapper", argc, kw, 1, 1);
  Value *d = RT_AS(Tuple, data)->items;
  Value id = rt_import_attr("builtins", "id");
  int mark = rt_cleanup_push_value(&id);
  Value key = rt_call(id, 1, argv, NULL);
  rt_cleanup_push_value(&key);
  if (!rt_is_undef(rt_dict_get(d[2], key))) {
    rt_cleanup_pop(mark, true);
    return (rt_incref(d[0]), d[0]);
  }
  rt_dict_set(d[2], key, rt_none());
  Running run = {d[2], key};
  int rmark = rt_cleanup_push(running_done, &run);
  Value r = rt_call(d[1], 1, argv, NULL);
  rt_cleanup_pop(rmark, true);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value rr_decorate(Value data, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("decorating_function", argc, kw, 1, 1);
  Value running = rt_dict_new();
  int mark = rt_cleanup_push_value(&running);
  Value t = rt_tuple_from(3, (Value[]){data, argv[0], running});
  rt_cleanup_push_value(&t);
  Value qual = rt_undef();
  rt_cleanup_push_value(&qual);
  bool named = rt_try_getattr(argv[0], "__qualname__", &qual) && rt_is_str(qual);
  /* a method (binds like a function): it stands in the class for __repr__ */
  Value w = rt_native_method_new("wrapper", named ? rt_str_data(qual) : "wrapper", rr_wrapper, t);
  rt_cleanup_pop(mark, true);
  return w;
}

static Value rr_recursive_repr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"fillvalue"};
  Value a[1];
  py_parse_pyargs("recursive_repr", argc, argv, kw, 1, names, 0, a);
  Value fill = rt_is_undef(a[0]) ? rt_str_from_c("...") : (rt_incref(a[0]), a[0]);
  int mark = rt_cleanup_push_value(&fill);
  Value f = rt_native_bind("decorating_function", rr_decorate, fill);
  rt_cleanup_pop(mark, true);
  return f;
}

typedef struct Meth {
  const char *name;
  NativeFn fn;
} Meth;

void py_reprlib_module_init(Value m) {
  static const Meth meths[] = {{"__init__", r_init},       {"repr", r_repr},         {"repr1", r_repr1},
                               {"repr_tuple", r_tuple},    {"repr_list", r_list},    {"repr_array", r_array},
                               {"repr_set", r_set},        {"repr_frozenset", r_frozenset}, {"repr_deque", r_deque},
                               {"repr_dict", r_dict},      {"repr_str", r_str},      {"repr_int", r_int},
                               {"repr_instance", r_instance}, {NULL, NULL}};
  Value bases = rt_tuple_new(0);
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new("Repr", bases);
  rt_cleanup_push_value(&cls);
  for (const Meth *k = meths; k->name; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "Repr.%s", k->name);
    rt_class_set(RT_AS(ClassObj, cls), k->name, rt_native_method_new(k->name, qual, k->fn, rt_none()));
  }
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("reprlib"));
  rt_class_finish(cls, rt_none());
  rt_module_set(m, "Repr", (rt_incref(cls), cls));
  Value inst = rt_call(cls, 0, NULL, NULL);
  rt_cleanup_push_value(&inst);
  rt_module_set(m, "aRepr", (rt_incref(inst), inst));
  rt_module_set(m, "repr", rt_getattr(inst, "repr"));
  rt_cleanup_pop(mark, true);
  rt_module_add_fn(m, "recursive_repr", rr_recursive_repr);
}
