/* collections_namedtuple.c — collections.namedtuple: a class deriving from tuple (a user
 * class, so Python code may subclass it) whose instances are tuples of their fields: every
 * tuple operation is tuple's own (the instance's base value is the tuple), each field is a
 * _tuplegetter descriptor on the class (obj/tuplegetter.c: p.x reads the tuple's item, and
 * refuses to be set), __slots__ is empty (no instance __dict__). The generated methods, as
 * CPython's: __new__ (binding its fields as parameters, defaults included), __repr__
 * Point(x=1, y=2), _asdict, _replace, _make, __getnewargs__, and the class attributes _fields,
 * _field_defaults, __match_args__, __doc__; CPython's messages for bad arguments and bad field
 * names. The generated methods are methods written in C whose data is the namedtuple class. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/runtime.h"
#include "../obj/ops.h"
#include "../obj/tuplegetter.h"
#include "collections.h"
#include "py.h"

/* ---- the class's fields ---- */

static Tuple *fields_of(ClassObj *c) {
  return RT_AS(Tuple, rt_class_lookup(c, "_fields", NULL));
}

/* The field values of self (an instance of a namedtuple class or a subclass): its tuple, a new
 * reference (an empty tuple for an instance object.__new__ made without one). */
static Value values_of(Value self) {
  Value t = rt_unwrap_base(self);
  if (!rt_is_tuple(t)) return rt_tuple_new(0);
  rt_incref(t);
  return t;
}

static Value nt_new(Value data, int argc, const Value *argv, const Kwargs *kw);

/* The namedtuple class cls is or derives from (the first in its MRO whose own __new__ is the
 * generated one: a subclass may define its own, as time.struct_time does), or NULL. */
static ClassObj *nt_owner(ClassObj *cls) {
  static const char name[] = "__new__";
  uint64_t h = rt_name_hash(name, sizeof name - 1);
  const Tuple *mro = RT_AS(Tuple, cls->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    if (!rt_is_class(mro->items[k])) continue;
    ClassObj *b = RT_AS(ClassObj, mro->items[k]);
    int e = rt_attrmap_find(&b->dict, name, sizeof name - 1, h);
    if (e < 0) continue;
    Value n = b->dict.e[e].value;
    if (rt_is_type(n, &rt_native_method_type) && RT_AS(NativeMethod, n)->fn == nt_new) return b;
  }
  return NULL;
}

/* The namedtuple class behind v (an instance of one or of a subclass), or NULL. */
static ClassObj *nt_class_of(Value v) {
  if (!rt_is_instance(v)) return NULL;
  return nt_owner(RT_AS(Instance, v)->cls);
}

bool rt_coll_is_namedtuple(Value v) { return nt_class_of(v) != NULL; }

bool rt_coll_is_namedtuple_class(Value cls) {
  return rt_is_class(cls) && nt_owner(RT_AS(ClassObj, cls)) != NULL;
}

/* ---- __new__ and _make ---- */

static const char *plural(int64_t n) { return n == 1 ? "" : "s"; }

static _Noreturn void missing_args(ClassObj *c, const Value *bound, int64_t nf) {
  Tuple *f = fields_of(c);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  int64_t n = 0, j = 0;
  for (int64_t k = 0; k < nf; k++) n += rt_is_undef(bound[k]);
  for (int64_t k = 0; k < nf; k++) {
    if (!rt_is_undef(bound[k])) continue;
    const char *sep = j == 0 ? "" : (n == 2 ? " and " : (j == n - 1 ? ", and " : ", "));
    rt_sb_printf(&sb, "%s'%s'", sep, rt_str_data(f->items[k]));
    j++;
  }
  rt_raise(RT_EXC_TypeError, "%s.__new__() missing %lld required positional argument%s: %s",
           c->name, (long long)n, plural(n), sb.data);
}

/* Bind __new__'s arguments as a Python function with those parameters binds them. */
static void bind(ClassObj *c, int argc, const Value *argv, const Kwargs *kw, Value *bound) {
  Tuple *f = fields_of(c);
  Value defaults = rt_class_lookup(c, "_field_defaults", NULL);
  int64_t nf = f->n, ndef = rt_dict_len(defaults);
  if (argc > nf) {
    if (ndef == 0) {
      rt_raise(RT_EXC_TypeError, "%s.__new__() takes %lld positional argument%s but %d %s given",
               c->name, (long long)nf + 1, plural(nf + 1), argc + 1, argc + 1 == 1 ? "was" : "were");
    }
    rt_raise(RT_EXC_TypeError,
             "%s.__new__() takes from %lld to %lld positional arguments but %d were given",
             c->name, (long long)(nf - ndef + 1), (long long)nf + 1, argc + 1);
  }
  for (int64_t k = 0; k < nf; k++) bound[k] = k < argc ? argv[k] : rt_undef();
  for (int j = 0; kw && j < kw->n; j++) {
    int64_t k = 0;
    while (k < nf && strcmp(rt_str_data(f->items[k]), kw->names[j]) != 0) k++;
    if (k == nf) {
      rt_raise(RT_EXC_TypeError, "%s.__new__() got an unexpected keyword argument '%s'", c->name,
               kw->names[j]);
    }
    if (!rt_is_undef(bound[k])) {
      rt_raise(RT_EXC_TypeError, "%s.__new__() got multiple values for argument '%s'", c->name,
               kw->names[j]);
    }
    bound[k] = kw->values[j];
  }
  for (int64_t k = 0; k < nf; k++) {
    if (rt_is_undef(bound[k])) bound[k] = rt_dict_get(defaults, f->items[k]);
  }
  for (int64_t k = 0; k < nf; k++) {
    if (rt_is_undef(bound[k])) missing_args(c, bound, nf);
  }
}

/* An instance of cls (the namedtuple class c or a subclass) whose tuple holds the field values
 * (as tuple.__new__(cls, values) makes it: cls's own __new__ is not called). */
static Value make(ClassObj *c, Value cls, const Value *vals) {
  if (!rt_is_class(cls) || !rt_class_is_subclass(RT_AS(ClassObj, cls), c)) {
    /* CPython's __new__ hands its class to tuple.__new__, whose message this is */
    Value tn = rt_getattr(rt_builtin_lookup("tuple"), "__new__");
    int mark = rt_cleanup_push_value(&tn);
    rt_decref(rt_call(tn, 1, &cls, NULL));
    rt_cleanup_pop(mark, true);
  }
  Value t = rt_tuple_from(fields_of(c)->n, vals);
  int mark = rt_cleanup_push_value(&t);
  Value inst = rt_instance_new(RT_AS(ClassObj, cls));
  rt_cleanup_pop(mark, false);
  RT_AS(Instance, inst)->base = t;
  return inst;
}

/* __new__(cls, field0, field1, ...) */
static Value nt_new(Value data, int argc, const Value *argv, const Kwargs *kw) {
  ClassObj *c = RT_AS(ClassObj, data);
  if (argc < 1) {
    rt_raise(RT_EXC_TypeError, "%s.__new__() missing 1 required positional argument: '_cls'",
             c->name);
  }
  int64_t nf = fields_of(c)->n;
  Value *bound = rt_malloc(sizeof(Value) * (size_t)(nf + 1));
  int mark = rt_cleanup_push(free, bound);
  bind(c, argc - 1, argv + 1, kw, bound);
  Value r = make(c, argv[0], bound);
  rt_cleanup_pop(mark, true);
  return r;
}

/* _make(iterable), a classmethod: argv[0] is the class. */
static Value nt_make(Value data, int argc, const Value *argv, const Kwargs *kw) {
  ClassObj *c = RT_AS(ClassObj, data);
  rt_check_args("_make", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value items = rt_list_new(0), it = rt_undef(), x;
  int mark = rt_cleanup_push_value(&items);
  rt_cleanup_push_value(&it);
  it = rt_iter(argv[1]);
  while (rt_next(it, &x)) {
    rt_list_append(items, x);
    rt_decref(x);
  }
  List *l = RT_AS(List, items);
  int64_t nf = fields_of(c)->n;
  if (l->n != nf) {
    rt_raise(RT_EXC_TypeError, "Expected %lld arguments, got %lld", (long long)nf, (long long)l->n);
  }
  Value r = make(c, argv[0], l->items);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- the other generated methods (argv[0] is the instance) ---- */

static Value nt_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)kw;
  ClassObj *c = RT_AS(ClassObj, data);
  Tuple *f = fields_of(c);
  Value t = values_of(argv[0]);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_cleanup_push_value(&t);
  rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%s(", RT_AS(Instance, argv[0])->cls->name);
  rt_recursion_enter(""); /* CPython's __repr__ is Python code: nesting is its RecursionError */
  for (int64_t k = 0; k < f->n; k++) {
    rt_sb_printf(&sb, "%s%s=", k ? ", " : "", rt_str_data(f->items[k]));
    rt_sb_repr(&sb, RT_AS(Tuple, t)->items[k]);
  }
  rt_recursion_leave();
  rt_sb_putc(&sb, ')');
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* __getnewargs__(): the plain tuple of the values, what copy and pickle pass to __new__. */
static Value nt_getnewargs(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("__getnewargs__", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  return values_of(argv[0]);
}

static Value nt_asdict(Value data, int argc, const Value *argv, const Kwargs *kw) {
  ClassObj *c = RT_AS(ClassObj, data);
  rt_check_args("_asdict", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  Tuple *f = fields_of(c);
  Value t = values_of(argv[0]);
  int mark = rt_cleanup_push_value(&t);
  Value d = rt_dict_new();
  rt_cleanup_push_value(&d);
  for (int64_t k = 0; k < f->n; k++) rt_dict_set(d, f->items[k], RT_AS(Tuple, t)->items[k]);
  rt_incref(d);
  rt_cleanup_pop(mark, true);
  return d;
}

/* _replace(**changes): a new instance of the same class. */
static Value nt_replace(Value data, int argc, const Value *argv, const Kwargs *kw) {
  ClassObj *c = RT_AS(ClassObj, data);
  if (argc != 1) {
    rt_raise(RT_EXC_TypeError, "%s._replace() takes 1 positional argument but %d were given",
             c->name, argc);
  }
  Tuple *f = fields_of(c);
  Value t = rt_undef(), base = values_of(argv[0]);
  int mark = rt_cleanup_push_value(&base);
  rt_cleanup_push_value(&t);
  if (RT_AS(Tuple, base)->n != f->n) {
    rt_raise(RT_EXC_TypeError, "Expected %lld arguments, got %lld", (long long)f->n,
             (long long)RT_AS(Tuple, base)->n);
  }
  t = rt_tuple_from(f->n, RT_AS(Tuple, base)->items); /* a copy: the instance's tuple stays */
  Value *vals = RT_AS(Tuple, t)->items;
  Value unknown = rt_list_new(0);
  rt_cleanup_push_value(&unknown);
  for (int j = 0; kw && j < kw->n; j++) {
    int64_t k = 0;
    while (k < f->n && strcmp(rt_str_data(f->items[k]), kw->names[j]) != 0) k++;
    if (k == f->n) {
      Value s = rt_str_from_c(kw->names[j]);
      rt_list_append(unknown, s);
      rt_decref(s);
      continue;
    }
    rt_incref(kw->values[j]);
    rt_decref(vals[k]);
    vals[k] = kw->values[j];
  }
  if (RT_AS(List, unknown)->n > 0) {
    Value r = rt_repr(unknown);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "Got unexpected field names: %s", rt_str_data(r));
  }
  Value r = make(c, rt_obj(RT_AS(Instance, argv[0])->cls), vals);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- namedtuple(typename, field_names, *, rename=False, defaults=None, module=None) ---- */

static bool is_identifier(const char *s) {
  if (!*s || (*s >= '0' && *s <= '9')) return false;
  for (; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (!(ch == '_' || ch >= 0x80 || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
          (ch >= '0' && ch <= '9'))) {
      return false;
    }
  }
  return true;
}

static bool is_keyword(const char *s) {
  static const char *const kws[] = {
      "False", "None",  "True",     "and",    "as",     "assert", "async", "await",
      "break", "class", "continue", "def",    "del",    "elif",   "else",  "except",
      "finally", "for", "from",     "global", "if",     "import", "in",    "is",
      "lambda", "nonlocal", "not",  "or",     "pass",   "raise",  "return", "try",
      "while", "with",  "yield",    NULL};
  for (int k = 0; kws[k]; k++) {
    if (strcmp(kws[k], s) == 0) return true;
  }
  return false;
}

/* The field names as a list of str: a str is split at commas and whitespace. */
static Value field_list(Value names) {
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  if (rt_is_str(names)) {
    const char *s = rt_str_data(names);
    while (*s) {
      while (*s == ',' || *s == ' ' || *s == '\t' || *s == '\n') s++;
      const char *e = s;
      while (*e && *e != ',' && *e != ' ' && *e != '\t' && *e != '\n') e++;
      if (e > s) {
        Value w = rt_str_new(s, (size_t)(e - s));
        rt_list_append(out, w);
        rt_decref(w);
      }
      s = e;
    }
  } else {
    Value it = rt_iter(names), x;
    int m2 = rt_cleanup_push_value(&it);
    while (rt_next(it, &x)) {
      Value s = rt_is_str(x) ? (rt_incref(x), x) : rt_to_str(x);
      rt_decref(x);
      rt_list_append(out, s);
      rt_decref(s);
    }
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static bool seen_before(List *l, int64_t k) {
  for (int64_t j = 0; j < k; j++) {
    if (rt_equal(l->items[j], l->items[k])) return true;
  }
  return false;
}

/* rename=True: invalid, keyword, underscored and repeated names become _0, _1, ... */
static void rename_fields(List *l) {
  for (int64_t k = 0; k < l->n; k++) {
    const char *s = rt_str_data(l->items[k]);
    if (is_identifier(s) && !is_keyword(s) && s[0] != '_' && !seen_before(l, k)) continue;
    Value fresh = rt_str_printf("_%lld", (long long)k);
    rt_decref(l->items[k]);
    l->items[k] = fresh;
  }
}

static void check_name(Value name) {
  const char *s = rt_str_data(name);
  if (!is_identifier(s)) {
    Value r = rt_repr(name);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "Type names and field names must be valid identifiers: %s",
             rt_str_data(r));
  }
  if (is_keyword(s)) {
    Value r = rt_repr(name);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "Type names and field names cannot be a keyword: %s",
             rt_str_data(r));
  }
}

static void check_fields(Value typename, List *l, bool renamed) {
  check_name(typename);
  for (int64_t k = 0; k < l->n; k++) check_name(l->items[k]);
  for (int64_t k = 0; k < l->n; k++) {
    Value r = rt_repr(l->items[k]);
    int mark = rt_cleanup_push_value(&r);
    if (rt_str_data(l->items[k])[0] == '_' && !renamed) {
      rt_raise(RT_EXC_ValueError, "Field names cannot start with an underscore: %s", rt_str_data(r));
    }
    if (seen_before(l, k)) {
      rt_raise(RT_EXC_ValueError, "Encountered duplicate field name: %s", rt_str_data(r));
    }
    rt_cleanup_pop(mark, true);
  }
}

/* {field: default} for the last len(defaults) fields. */
static Value defaults_dict(List *l, Value defaults) {
  Value d = rt_dict_new();
  if (rt_is_undef(defaults) || rt_is_none(defaults)) return d;
  int mark = rt_cleanup_push_value(&d);
  Value list = rt_list_new(0), it = rt_undef(), x;
  rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&it);
  it = rt_iter(defaults);
  while (rt_next(it, &x)) {
    rt_list_append(list, x);
    rt_decref(x);
  }
  List *dl = RT_AS(List, list);
  if (dl->n > l->n) rt_raise(RT_EXC_TypeError, "Got more default values than field names");
  for (int64_t k = 0; k < dl->n; k++) rt_dict_set(d, l->items[l->n - dl->n + k], dl->items[k]);
  rt_cleanup_pop(mark, false);
  rt_decref(list);
  rt_decref(it);
  return d;
}

/* name on c unless c's own body defined it (typing.NamedTuple keeps the body's methods). */
static void add_method(ClassObj *c, const char *name, NativeFn fn) {
  size_t n = strlen(name);
  int e = rt_class_own_find(c, name, n, rt_name_hash(name, n));
  if (e >= 0 && !rt_is_undef(c->dict.e[e].value)) return;
  char qual[512];
  snprintf(qual, sizeof qual, "%s.%s", c->qualname, name);
  rt_class_set(c, name, rt_native_method_new(name, qual, fn, rt_obj(c)));
}

static const struct {
  const char *name;
  NativeFn fn;
} nt_methods[] = {
    {"__new__", nt_new},   {"__repr__", nt_repr},     {"_asdict", nt_asdict},
    {"_replace", nt_replace}, {"__getnewargs__", nt_getnewargs},
};

/* Take c out of the subclass list of base b (c leaves b's bases). */
static void drop_sub(ClassObj *b, ClassObj *c) {
  for (int k = 0; k < b->nsubs; k++) {
    if (b->subs[k] != c) continue;
    memmove(b->subs + k, b->subs + k + 1, sizeof(ClassObj *) * (size_t)(b->nsubs - k - 1));
    b->nsubs--;
    return;
  }
}

/* Make c (a class still open for its body, made with other bases: typing.NamedTuple, or none)
 * derive from tuple alone, as every namedtuple class does: its instances hold their fields in
 * a tuple. */
static void rebase_on_tuple(ClassObj *c) {
  Value tuple = rt_builtin_lookup("tuple");
  rt_builtin_base_kind(tuple); /* registers tuple as a base: its MRO is known from then on */
  Value bases = rt_tuple_from(1, &tuple);
  int mark = rt_cleanup_push_value(&bases);
  Value mro = rt_c3_mro(rt_obj(c), bases);
  rt_cleanup_pop(mark, false);
  const Tuple *old = RT_AS(Tuple, c->bases);
  for (int64_t k = 0; k < old->n; k++) {
    if (rt_is_class(old->items[k])) drop_sub(RT_AS(ClassObj, old->items[k]), c);
  }
  rt_decref(c->bases);
  c->bases = bases;
  rt_decref(c->mro);
  c->mro = mro;
  c->base_kind = RT_BASE_TUPLE;
  c->flags &= ~RT_CLASS_IMPLICIT_BASE;
  c->tag = rt_class_new_tag(); /* lookups cached for it went through the old MRO */
}

void rt_coll_namedtuple_install(ClassObj *c, Value fields, Value defaults) {
  if (c->base_kind != RT_BASE_TUPLE) rebase_on_tuple(c);
  rt_class_set(c, "__slots__", rt_tuple_new(0));
  rt_class_set(c, "_fields", (rt_incref(fields), fields));
  rt_class_set(c, "_field_defaults", (rt_incref(defaults), defaults));
  for (size_t k = 0; k < sizeof nt_methods / sizeof nt_methods[0]; k++) {
    add_method(c, nt_methods[k].name, nt_methods[k].fn);
  }
  char qual[512];
  snprintf(qual, sizeof qual, "%s._make", c->qualname);
  Value mk = rt_native_method_new("_make", qual, nt_make, rt_obj(c));
  rt_class_set(c, "_make", rt_wrapped_new(&rt_classmethod_type, mk));
  rt_decref(mk);
  rt_class_set(c, "__match_args__", (rt_incref(fields), fields));
  const Tuple *f = RT_AS(Tuple, fields);
  for (int64_t k = 0; k < f->n; k++) {
    Value doc = rt_str_printf("Alias for field number %lld", (long long)k);
    rt_class_set(c, rt_str_data(f->items[k]), rt_tuplegetter_new(k, doc));
  }
}

/* __doc__ of namedtuple()'s class: "Point(x, y)" */
static Value class_doc(Value typename, Value fields) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, rt_str_data(typename));
  rt_sb_puts(&sb, "(");
  Tuple *t = RT_AS(Tuple, fields);
  for (int64_t k = 0; k < t->n; k++) {
    if (k) rt_sb_puts(&sb, ", ");
    rt_sb_puts(&sb, rt_str_data(t->items[k]));
  }
  rt_sb_puts(&sb, ")");
  Value doc = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return doc;
}

static Value build_class(Value typename, Value fields, Value defaults) {
  Value tuple = rt_builtin_lookup("tuple");
  Value bases = rt_tuple_from(1, &tuple);
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new(rt_str_data(typename), bases);
  rt_cleanup_push_value(&cls);
  rt_coll_namedtuple_install(RT_AS(ClassObj, cls), fields, defaults);
  rt_class_set(RT_AS(ClassObj, cls), "__doc__", class_doc(typename, fields));
  rt_class_finish(cls, rt_none());
  rt_cleanup_pop(mark, false);
  rt_decref(bases);
  return cls;
}

static const char *const nt_names[] = {"typename", "field_names", "rename", "defaults", "module"};

/* Without module=: the caller's __name__ (its frame's globals), as CPython's namedtuple reads
 * it; the program's ("__main__") is the default already. */
static void caller_module(Value cls) {
  if (py_frame_depth() <= 0) return;
  Value fr = py_frame_at(0);
  int mark = rt_cleanup_push_value(&fr);
  Value g = rt_getattr(fr, "f_globals");
  rt_cleanup_push_value(&g);
  Value name = rt_is_dict(g) ? rt_dict_get_str(g, "__name__") : rt_undef();
  if (rt_is_str(name) && strcmp(rt_str_data(name), "__main__") != 0)
    rt_class_set(RT_AS(ClassObj, cls), "__module__", (rt_incref(name), name));
  rt_cleanup_pop(mark, true);
}

static Value f_namedtuple(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc > 2) {
    rt_raise(RT_EXC_TypeError, "namedtuple() takes 2 positional arguments but %d were given", argc);
  }
  Value a[5];
  rt_parse_args("namedtuple", argc, argv, kw, 5, nt_names, 0, a);
  for (int k = 0; k < 2; k++) {
    if (rt_is_undef(a[k])) {
      rt_raise(RT_EXC_TypeError, "namedtuple() missing %d required positional argument%s: %s",
               2 - k, k ? "" : "s", k ? "'field_names'" : "'typename' and 'field_names'");
    }
  }
  Value typename = rt_to_str(a[0]);
  int mark = rt_cleanup_push_value(&typename);
  Value names = field_list(a[1]);
  rt_cleanup_push_value(&names);
  bool renamed = !rt_is_undef(a[2]) && rt_truthy(a[2]);
  if (renamed) rename_fields(RT_AS(List, names));
  check_fields(typename, RT_AS(List, names), renamed);
  Value defaults = defaults_dict(RT_AS(List, names), a[3]);
  rt_cleanup_push_value(&defaults);
  Value fields = rt_tuple_from(RT_AS(List, names)->n, RT_AS(List, names)->items);
  rt_cleanup_push_value(&fields);
  Value cls = build_class(typename, fields, defaults);
  if (!rt_is_undef(a[4]) && !rt_is_none(a[4])) { /* module=: the class's __module__ (the set takes a reference) */
    rt_incref(a[4]);
    rt_class_set(RT_AS(ClassObj, cls), "__module__", a[4]);
  } else {
    caller_module(cls);
  }
  rt_cleanup_pop(mark, true);
  return cls;
}

void rt_coll_namedtuple_init(Value m) { rt_module_add_fn(m, "namedtuple", f_namedtuple); }
