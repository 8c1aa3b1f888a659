/* dataclasses.c — Python's dataclasses module for the plain case: @dataclass (with init, repr,
 * eq, order, frozen, unsafe_hash), field(default=, default_factory=, init=, repr=, compare=),
 * fields, astuple, asdict, replace, is_dataclass, MISSING. The fields are the names annotated in the
 * class body (the compiler records them; ClassVar annotations are not fields), after those of
 * dataclass bases. The generated methods are methods written in C that carry the class. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "lib_source.h"
#include "py.h"

/* ---- MISSING and Field ---- */

static void static_free(Obj *o) { (void)o; }

static Value missing_repr(Value self) {
  return rt_str_printf("<dataclasses._MISSING_TYPE object at %p>", (void *)self.as.o);
}

static const ObjType missing_type = {
    .name = "_MISSING_TYPE", .free = static_free, .repr = missing_repr};
static Obj missing_obj = {&missing_type, 1, 0};
#define MISSING rt_obj(&missing_obj)
static bool is_missing(Value v) { return v.tag == RT_OBJ && v.as.o == &missing_obj; }

/* KW_ONLY: `_: KW_ONLY` in the body makes the fields after it keyword-only. */
static Value kwonly_repr(Value self) {
  (void)self;
  return rt_str_from_c("<class 'dataclasses.KW_ONLY'>");
}
static const ObjType kwonly_type = {.name = "KW_ONLY", .free = static_free, .repr = kwonly_repr};
static Obj kwonly_obj = {&kwonly_type, 1, 0};
static bool is_kwonly(Value v) { return v.tag == RT_OBJ && v.as.o == &kwonly_obj; }

/* InitVar[T]: the annotation of an __init__ parameter that __post_init__ receives. InitVar
 * itself is a static object whose subscript makes one. */
typedef struct InitVar {
  Obj hdr;
  Value type;
} InitVar;

static void initvar_free(Obj *o) {
  rt_decref(((InitVar *)o)->type);
  free(o);
}

static Value initvar_repr(Value self) {
  Value t = RT_AS(InitVar, self)->type, name;
  if (!rt_try_getattr(t, "__name__", &name)) name = rt_repr(t);
  int mark = rt_cleanup_push_value(&name);
  Value r = rt_str_printf("dataclasses.InitVar[%s]", rt_str_data(name));
  rt_cleanup_pop(mark, true);
  return r;
}

static const ObjType initvar_type = {.name = "InitVar", .free = initvar_free, .repr = initvar_repr};

static Value initvar_class_getitem(Value self, Value key) {
  (void)self;
  InitVar *v = rt_malloc(sizeof *v);
  rt_obj_init(&v->hdr, &initvar_type);
  rt_incref(key);
  v->type = key;
  return rt_obj(&v->hdr);
}

static Value initvar_class_repr(Value self) {
  (void)self;
  return rt_str_from_c("<class 'dataclasses.InitVar'>");
}

static const ObjType initvar_class_type = {
    .name = "type", .free = static_free, .repr = initvar_class_repr, .getitem = initvar_class_getitem};
static Obj initvar_class_obj = {&initvar_class_type, 1, 0};

typedef struct Field {
  Obj hdr;
  Value name; /* a str, or None until the dataclass names it */
  Value def, factory;
  Value metadata; /* field(metadata=...): a dict (CPython wraps it in a mappingproxy) */
  Value type;     /* the annotation, once the dataclass names the field (else None) */
  Value hash;     /* field(hash=...): None, or what was given */
  bool init, repr, compare;
  bool kw_only;     /* a keyword-only parameter of __init__ */
  bool initvar;     /* `x: InitVar[T]`: an __init__ parameter handed to __post_init__ */
  signed char kw_given; /* field(kw_only=...): 0 or 1; -1 when not said */
} Field;

static void field_free(Obj *o) {
  Field *f = (Field *)o;
  rt_decref(f->name);
  rt_decref(f->def);
  rt_decref(f->factory);
  rt_decref(f->metadata);
  rt_decref(f->type);
  rt_decref(f->hash);
  free(f);
}

/* kw_only: MISSING until the dataclass decides it (field() without kw_only=), then a bool. */
static Value kw_only_value(const Field *f) {
  if (rt_is_none(f->name)) return f->kw_given < 0 ? MISSING : rt_bool(f->kw_given);
  return rt_bool(f->kw_only);
}

/* _field_type: None until the dataclass names the field, then _FIELD or _FIELD_INITVAR,
 * markers that print as their names (CPython's _FIELD_BASE objects); borrowed. */
typedef struct FieldMarker {
  Obj hdr;
  const char *name;
} FieldMarker;

static Value marker_repr(Value self) { return rt_str_from_c(((FieldMarker *)self.as.o)->name); }

static const ObjType marker_type = {.name = "_FIELD_BASE", .free = static_free, .repr = marker_repr};
static FieldMarker field_marker = {{&marker_type, 1, 0}, "_FIELD"};
static FieldMarker initvar_marker = {{&marker_type, 1, 0}, "_FIELD_INITVAR"};

static Value field_kind(const Field *f) {
  if (rt_is_none(f->name)) return rt_none();
  return rt_obj(f->initvar ? &initvar_marker.hdr : &field_marker.hdr);
}

static Value field_getattr(Value self, const char *name) {
  Field *f = RT_AS(Field, self);
  Value v = rt_undef();
  if (strcmp(name, "name") == 0) v = f->name;
  else if (strcmp(name, "default") == 0) v = f->def;
  else if (strcmp(name, "default_factory") == 0) v = f->factory;
  else if (strcmp(name, "init") == 0) return rt_bool(f->init);
  else if (strcmp(name, "repr") == 0) return rt_bool(f->repr);
  else if (strcmp(name, "compare") == 0) return rt_bool(f->compare);
  else if (strcmp(name, "metadata") == 0) v = f->metadata;
  else if (strcmp(name, "kw_only") == 0) v = kw_only_value(f);
  else if (strcmp(name, "type") == 0) v = f->type;
  else if (strcmp(name, "hash") == 0) v = f->hash;
  else if (strcmp(name, "_field_type") == 0) v = field_kind(f);
  rt_incref(v);
  return v;
}

static void sb_value(StrBuf *sb, const char *key, Value v) {
  rt_sb_printf(sb, "%s=", key);
  rt_sb_repr(sb, v);
}

static Value field_repr(Value self) {
  Field *f = RT_AS(Field, self);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "Field(");
  sb_value(&sb, "name", f->name);
  rt_sb_puts(&sb, ",");
  sb_value(&sb, "type", f->type);
  rt_sb_puts(&sb, ",");
  sb_value(&sb, "default", f->def);
  rt_sb_puts(&sb, ",");
  sb_value(&sb, "default_factory", f->factory);
  rt_sb_printf(&sb, ",init=%s,repr=%s,", f->init ? "True" : "False", f->repr ? "True" : "False");
  sb_value(&sb, "hash", f->hash);
  rt_sb_printf(&sb, ",compare=%s,metadata=mappingproxy(", f->compare ? "True" : "False");
  rt_sb_repr(&sb, f->metadata);
  rt_sb_puts(&sb, "),");
  sb_value(&sb, "kw_only", kw_only_value(f));
  rt_sb_puts(&sb, ",");
  sb_value(&sb, "_field_type", field_kind(f));
  rt_sb_puts(&sb, ")");
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static const ObjType field_type = {
    .name = "Field", .free = field_free, .repr = field_repr, .getattr = field_getattr};

static Value field_new(Value name, Value def, Value factory, bool init, bool repr, bool compare) {
  Field *f = rt_malloc(sizeof *f);
  rt_obj_init(&f->hdr, &field_type);
  rt_incref(name);
  rt_incref(def);
  rt_incref(factory);
  f->name = name;
  f->def = def;
  f->factory = factory;
  f->metadata = rt_dict_new();
  f->type = f->hash = rt_none();
  f->kw_only = f->initvar = false;
  f->kw_given = -1;
  f->init = init;
  f->repr = repr;
  f->compare = compare;
  return rt_obj(f);
}

static bool flag(Value v, bool dflt) { return rt_is_undef(v) ? dflt : rt_truthy(v); }
static Value or_missing(Value v) { return rt_is_undef(v) ? MISSING : v; }

static const char *const field_names[] = {"default", "default_factory", "init", "repr",
                                          "hash", "compare", "metadata", "kw_only"};

static Value dc_field(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc > 0) rt_raise(RT_EXC_TypeError, "field() takes 0 positional arguments but %d were given", argc);
  Value a[8];
  rt_parse_args("field", argc, argv, kw, 8, field_names, 0, a);
  if (!rt_is_undef(a[0]) && !rt_is_undef(a[1])) {
    rt_raise(RT_EXC_ValueError, "cannot specify both default and default_factory");
  }
  Value f = field_new(rt_none(), or_missing(a[0]), or_missing(a[1]), flag(a[2], true),
                     flag(a[3], true), flag(a[5], true));
  if (!rt_is_undef(a[6]) && !rt_is_none(a[6])) { /* a copy, as the mapping proxy shows it */
    int mark = rt_cleanup_push_value(&f);
    Value d = rt_call(rt_builtin_lookup("dict"), 1, &a[6], NULL);
    rt_decref(RT_AS(Field, f)->metadata);
    RT_AS(Field, f)->metadata = d;
    rt_cleanup_pop(mark, false);
  }
  if (!rt_is_undef(a[7])) RT_AS(Field, f)->kw_given = (signed char)rt_truthy(a[7]);
  if (!rt_is_undef(a[4])) {
    rt_incref(a[4]);
    RT_AS(Field, f)->hash = a[4];
  }
  return f;
}

/* ---- the fields of a dataclass ---- */

static ClassObj *dataclass_of(Value v) {
  ClassObj *c = rt_is_instance(v) ? RT_AS(Instance, v)->cls : rt_is_class(v) ? RT_AS(ClassObj, v) : NULL;
  return c && rt_is_tuple(c->fields) ? c : NULL;
}

static Tuple *fields_of(ClassObj *c) { return RT_AS(Tuple, c->fields); }

/* The value of field f of obj (new reference). */
static Value get_field(Value obj, Field *f) { return rt_getattr(obj, rt_str_data(f->name)); }

/* ---- the generated methods (data: the class) ---- */

static const char *plural(int n) { return n == 1 ? "" : "s"; }

static bool required(const Field *f) { return is_missing(f->def) && is_missing(f->factory); }

/* "missing 2 required positional arguments: 'a' and 'b'" for fs[from..to) not bound. */
static _Noreturn void missing_args(ClassObj *c, Field **fs, int from, int to, const Value *bound,
                                   const char *kind) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  int n = 0;
  for (int k = from; k < to; k++) n += rt_is_undef(bound[k]) && required(fs[k]);
  int j = 0;
  for (int k = from; k < to; k++) {
    if (!(rt_is_undef(bound[k]) && required(fs[k]))) continue;
    const char *sep = j == 0 ? "" : (n == 2 ? " and " : (j == n - 1 ? ", and " : ", "));
    rt_sb_printf(&sb, "%s'%s'", sep, rt_str_data(fs[k]->name));
    j++;
  }
  rt_raise(RT_EXC_TypeError, "%s.__init__() missing %d required %s argument%s: %s",
           c->qualname, n, kind, plural(n), sb.data);
}

/* Bind the arguments of the generated __init__ like a Python function's: fs[0..npos) are its
 * positional parameters, the rest keyword-only. */
static void bind_init(ClassObj *c, Field **fs, int nf, int npos, int argc, const Value *argv,
                      const Kwargs *kw, Value *bound) {
  int nreq = 0;
  for (int k = 0; k < npos; k++) nreq += required(fs[k]);
  if (argc > npos) {
    if (nreq == npos) {
      rt_raise(RT_EXC_TypeError, "%s.__init__() takes %d positional argument%s but %d %s given",
               c->qualname, npos + 1, plural(npos + 1), argc + 1, argc + 1 == 1 ? "was" : "were");
    }
    rt_raise(RT_EXC_TypeError,
             "%s.__init__() takes from %d to %d positional arguments but %d were given",
             c->qualname, nreq + 1, npos + 1, argc + 1);
  }
  for (int k = 0; k < nf; k++) bound[k] = k < argc ? argv[k] : rt_undef();
  for (int j = 0; kw && j < kw->n; j++) {
    int k = 0;
    while (k < nf && strcmp(rt_str_data(fs[k]->name), kw->names[j]) != 0) k++;
    if (k == nf) {
      rt_raise(RT_EXC_TypeError, "%s.__init__() got an unexpected keyword argument '%s'",
               c->qualname, kw->names[j]);
    }
    if (!rt_is_undef(bound[k])) {
      rt_raise(RT_EXC_TypeError, "%s.__init__() got multiple values for argument '%s'",
               c->qualname, kw->names[j]);
    }
    bound[k] = kw->values[j];
  }
  for (int k = 0; k < npos; k++) {
    if (rt_is_undef(bound[k]) && required(fs[k])) missing_args(c, fs, 0, npos, bound, "positional");
  }
  for (int k = npos; k < nf; k++) {
    if (rt_is_undef(bound[k]) && required(fs[k])) missing_args(c, fs, npos, nf, bound, "keyword-only");
  }
}

/* self.name = v: through __setattr__ unless frozen (the frozen check is __setattr__'s) */
static void init_field(Value self, Field *f, Value v, bool frozen) {
  if (frozen) rt_instance_setattr_generic(self, rt_str_data(f->name), v);
  else rt_setattr(self, rt_str_data(f->name), v);
}

/* The value __init__ gives field k: the argument, else the default, else the factory's. */
static Value init_value(Field *f, Value arg) {
  if (!rt_is_undef(arg)) return rt_incref(arg), arg;
  if (!is_missing(f->def)) return rt_incref(f->def), f->def;
  return rt_call(f->factory, 0, NULL, NULL);
}

static Value gen_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  ClassObj *c = RT_AS(ClassObj, data);
  if (argc < 1 || !rt_is_instance(argv[0])) {
    rt_raise(RT_EXC_TypeError, "%s.__init__() missing 1 required positional argument: 'self'",
             c->qualname);
  }
  Value self = argv[0];
  Tuple *all = fields_of(c);
  bool frozen = !rt_is_undef(rt_class_special(c, RT_SP_SETATTR)) &&
                rt_is_type(rt_class_special(c, RT_SP_SETATTR), &rt_native_method_type);
  Field **fs = rt_malloc(sizeof(Field *) * (size_t)(all->n + 1) + sizeof(Value) * (size_t)(all->n + 1));
  int mark = rt_cleanup_push(free, fs);
  Value *bound = (Value *)(fs + all->n + 1);
  int nf = 0, npos = 0;
  for (int pass = 0; pass < 2; pass++) { /* the positional parameters, then the keyword-only */
    for (int64_t k = 0; k < all->n; k++) {
      Field *f = RT_AS(Field, all->items[k]);
      if (f->init && f->kw_only == (pass == 1)) fs[nf++] = f;
    }
    if (pass == 0) npos = nf;
  }
  bind_init(c, fs, nf, npos, argc - 1, argv + 1, kw, bound);
  Value initvars = rt_list_new(0);
  rt_cleanup_push_value(&initvars);
  for (int64_t k = 0; k < all->n; k++) { /* in field order, as the generated code assigns */
    Field *f = RT_AS(Field, all->items[k]);
    int at = 0;
    while (at < nf && fs[at] != f) at++;
    if (at == nf && (f->init || is_missing(f->factory))) continue; /* init=False, no factory */
    Value v = init_value(f, at < nf ? bound[at] : rt_undef());
    int m = rt_cleanup_push_value(&v);
    if (f->initvar) rt_list_append(initvars, v);
    else init_field(self, f, v, frozen);
    rt_cleanup_pop(m, true);
  }
  Value post = rt_class_lookup(c, "__post_init__", NULL);
  List *iv = RT_AS(List, initvars);
  if (!rt_is_undef(post)) rt_decref(rt_call_method(post, self, (int)iv->n, iv->items));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* The generated __repr__'s body; packed is (self, the dataclass). An instance met again inside
 * its own repr is "...", as reprlib.recursive_repr (which CPython wraps it in) gives. */
static Value repr_body(Value packed) {
  Value self = RT_AS(Tuple, packed)->items[0];
  ClassObj *c = RT_AS(ClassObj, RT_AS(Tuple, packed)->items[1]);
  if (!rt_repr_enter(self.as.o)) return rt_str_from_c("...");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%s(", RT_AS(Instance, self)->cls->qualname);
  Tuple *all = fields_of(c);
  bool first = true;
  for (int64_t k = 0; k < all->n; k++) {
    Field *f = RT_AS(Field, all->items[k]);
    if (!f->repr) continue;
    Value v = get_field(self, f);
    int m = rt_cleanup_push_value(&v);
    rt_sb_printf(&sb, "%s%s=", first ? "" : ", ", rt_str_data(f->name));
    rt_sb_repr(&sb, v);
    rt_cleanup_pop(m, true);
    first = false;
  }
  rt_sb_puts(&sb, ")");
  rt_cleanup_pop(mark, false);
  rt_repr_leave(self.as.o);
  return rt_sb_to_str(&sb);
}

static Value gen_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw, (void)argc;
  Value items[2] = {argv[0], data};
  Value packed = rt_tuple_from(2, items);
  int mark = rt_cleanup_push_value(&packed);
  Value r = rt_repr_container(packed, repr_body);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The compared fields of obj as a tuple. */
static Value compare_tuple(ClassObj *c, Value obj) {
  Tuple *all = fields_of(c);
  Value t = rt_list_new(all->n);
  int mark = rt_cleanup_push_value(&t);
  for (int64_t k = 0; k < all->n; k++) {
    Field *f = RT_AS(Field, all->items[k]);
    if (!f->compare) continue;
    Value v = get_field(obj, f);
    rt_list_append(t, v);
    rt_decref(v);
  }
  Value r = rt_tuple_from(RT_AS(List, t)->n, RT_AS(List, t)->items);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value compare(Value data, const Value *argv, BinOp op) {
  ClassObj *c = RT_AS(ClassObj, data);
  Value a = argv[0], b = argv[1];
  if (!rt_is_instance(b) || RT_AS(Instance, b)->cls != RT_AS(Instance, a)->cls) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  Value ta = compare_tuple(c, a);
  int mark = rt_cleanup_push_value(&ta);
  Value tb = compare_tuple(c, b);
  rt_cleanup_push_value(&tb);
  Value r = rt_binop(op, ta, tb);
  rt_cleanup_pop(mark, true);
  return r;
}

#define COMPARE_METHOD(fname, op)                                                      \
  static Value fname(Value data, int argc, const Value *argv, const Kwargs *kw) {      \
    rt_check_args(#fname, argc - 1, kw, 1, 1, RT_ARGS_CLINIC);                         \
    return compare(data, argv, op);                                                    \
  }
COMPARE_METHOD(gen_eq, RT_OP_EQ)
COMPARE_METHOD(gen_lt, RT_OP_LT)
COMPARE_METHOD(gen_le, RT_OP_LE)
COMPARE_METHOD(gen_gt, RT_OP_GT)
COMPARE_METHOD(gen_ge, RT_OP_GE)

static Value gen_hash(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)kw;
  Value t = compare_tuple(RT_AS(ClassObj, data), argv[0]);
  int mark = rt_cleanup_push_value(&t);
  Value hash = rt_builtin_lookup("hash");
  if (rt_is_undef(hash)) rt_raise(RT_EXC_TypeError, "hash() is not available in Weft yet");
  Value r = rt_call(hash, 1, &t, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Raise dataclasses.FrozenInstanceError (an AttributeError) with message text. */
static _Noreturn void raise_frozen(Value text) {
  Value m = rt_import("dataclasses");
  int mark = rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&text);
  Value exc = rt_call(rt_module_lookup(m, "FrozenInstanceError"), 1, &text, NULL);
  rt_cleanup_push_value(&exc);
  (void)mark;
  rt_raise_exc(exc);
}

static Value gen_setattr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argc, (void)kw;
  raise_frozen(rt_str_printf("cannot assign to field '%s'", rt_str_data(argv[1])));
}

static Value gen_delattr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argc, (void)kw;
  raise_frozen(rt_str_printf("cannot delete field '%s'", rt_str_data(argv[1])));
}

/* ---- @dataclass ---- */

typedef struct Options {
  bool init, repr, eq, order, unsafe_hash, frozen, kw_only, slots;
} Options;

/* __dataclass_params__: the options the decorator was given (CPython's _DataclassParams). */
typedef struct Params {
  Obj hdr;
  Options o;
} Params;

static void params_free(Obj *o) { free(o); }

static const char *const param_names[] = {"init", "repr", "eq", "order", "unsafe_hash", "frozen"};

static bool param_at(const Options *o, int k) {
  const bool v[] = {o->init, o->repr, o->eq, o->order, o->unsafe_hash, o->frozen};
  return v[k];
}

static Value params_repr(Value self) {
  const Options *o = &RT_AS(Params, self)->o;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "_DataclassParams(");
  for (int k = 0; k < 6; k++)
    rt_sb_printf(&sb, "%s%s=%s", k ? "," : "", param_names[k], param_at(o, k) ? "True" : "False");
  rt_sb_puts(&sb, ")");
  return rt_sb_to_str(&sb);
}

static Value params_getattr(Value self, const char *name) {
  for (int k = 0; k < 6; k++)
    if (strcmp(name, param_names[k]) == 0) return rt_bool(param_at(&RT_AS(Params, self)->o, k));
  return rt_undef();
}

static const ObjType params_type = {
    .name = "_DataclassParams", .free = params_free, .repr = params_repr, .getattr = params_getattr};

/* __dataclass_fields__ (name -> Field) and __dataclass_params__, as CPython's class has them. */
static void set_class_records(ClassObj *c, Options o) {
  Params *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &params_type);
  p->o = o;
  rt_class_set(c, "__dataclass_params__", rt_obj(p));
  Tuple *all = fields_of(c);
  Value d = rt_dict_new();
  for (int64_t k = 0; k < all->n; k++) rt_dict_set(d, RT_AS(Field, all->items[k])->name, all->items[k]);
  rt_class_set(c, "__dataclass_fields__", d);
}

static bool own(ClassObj *c, const char *name) {
  size_t n = strlen(name);
  int e = rt_attrmap_find(&c->dict, name, n, rt_name_hash(name, n));
  return e >= 0 && !rt_is_undef(c->dict.e[e].value);
}

/* __match_args__: the names of the fields __init__ takes, for class patterns (`case P(x, y)`). */
static void set_match_args(ClassObj *c) {
  Tuple *all = fields_of(c);
  Value names = rt_list_new(all->n);
  int mark = rt_cleanup_push_value(&names);
  for (int64_t k = 0; k < all->n; k++) {
    Field *f = RT_AS(Field, all->items[k]);
    if (f->init && !f->kw_only) rt_list_append(names, f->name);
  }
  rt_class_set(c, "__match_args__", rt_tuple_from(RT_AS(List, names)->n, RT_AS(List, names)->items));
  rt_cleanup_pop(mark, true);
}

static void add_method(ClassObj *c, const char *name, NativeFn fn) {
  char qual[512];
  snprintf(qual, sizeof qual, "%s.%s", c->qualname, name);
  rt_class_set(c, name, rt_native_method_new(name, qual, fn, rt_obj(c)));
}

/* CPython refuses a default whose class is unhashable (lists, dicts, sets, dataclasses with
 * eq): one object would be shared by every instance. */
static bool unhashable(Value v) {
  static const char *const names[] = {"list", "dict", "set", "bytearray"};
  if (v.tag != RT_OBJ) return false;
  if (rt_is_instance(v)) return rt_is_none(rt_class_special(RT_AS(Instance, v)->cls, RT_SP_HASH));
  for (int k = 0; k < 4; k++) {
    if (strcmp(rt_type_name(v), names[k]) == 0) return true;
  }
  return false;
}

/* The field named name (new reference), from the class body's default if any. */
static Value own_field(ClassObj *c, Value name) {
  const char *s = rt_str_data(name);
  Value dflt = own(c, s) ? rt_class_lookup(c, s, NULL) : MISSING;
  Value f;
  if (rt_is_type(dflt, &field_type)) {
    Field *g = RT_AS(Field, dflt);
    f = field_new(name, g->def, g->factory, g->init, g->repr, g->compare);
    rt_incref(g->metadata);
    rt_decref(RT_AS(Field, f)->metadata);
    RT_AS(Field, f)->metadata = g->metadata;
    RT_AS(Field, f)->kw_given = g->kw_given;
    rt_incref(g->hash);
    rt_decref(RT_AS(Field, f)->hash);
    RT_AS(Field, f)->hash = g->hash;
    if (is_missing(g->def)) rt_class_set(c, s, rt_undef());
    else rt_class_set(c, s, (rt_incref(g->def), g->def));
  } else {
    if (unhashable(dflt)) {
      rt_raise(RT_EXC_ValueError,
               "mutable default <class '%s'> for field %s is not allowed: use default_factory",
               rt_type_name(dflt), s);
    }
    f = field_new(name, dflt, MISSING, true, true, true);
  }
  return f;
}

/* The annotation the class body gave name (borrowed), or RT_UNDEF. */
static Value annotation_of(ClassObj *c, Value name) {
  size_t n = strlen("__annotations__");
  int e = rt_class_own_find(c, "__annotations__", n, rt_name_hash("__annotations__", n));
  if (e < 0 || !rt_is_dict(c->dict.e[e].value)) return rt_undef();
  return rt_dict_get(c->dict.e[e].value, name);
}

/* Inherited fields (from dataclass bases, the farthest first), then the class's own (keyword-
 * only after a KW_ONLY annotation, or all of them with kw_only). */
static Value collect_fields(ClassObj *c, bool kw_only) {
  Value out = rt_list_new(8);
  int mark = rt_cleanup_push_value(&out);
  Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = mro->n - 1; k >= 1; k--) {
    if (!rt_is_class(mro->items[k])) continue; /* a builtin base: no fields */
    ClassObj *b = RT_AS(ClassObj, mro->items[k]);
    if (!rt_is_tuple(b->fields)) continue;
    Tuple *bf = fields_of(b);
    for (int64_t j = 0; j < bf->n; j++) {
      List *l = RT_AS(List, out);
      int64_t at = 0;
      Value name = RT_AS(Field, bf->items[j])->name;
      while (at < l->n && !rt_equal(RT_AS(Field, l->items[at])->name, name)) at++;
      if (at < l->n) {
        rt_incref(bf->items[j]);
        rt_decref(l->items[at]);
        l->items[at] = bf->items[j];
      } else {
        rt_list_append(out, bf->items[j]);
      }
    }
  }
  if (rt_is_tuple(c->annotations)) {
    Tuple *ann = RT_AS(Tuple, c->annotations);
    for (int64_t j = 0; j < ann->n; j++) {
      Value type = annotation_of(c, ann->items[j]);
      if (is_kwonly(type)) {
        kw_only = true;
        continue;
      }
      Value f = own_field(c, ann->items[j]);
      Field *fd = RT_AS(Field, f);
      fd->kw_only = fd->kw_given >= 0 ? fd->kw_given : kw_only;
      if (!rt_is_undef(type)) {
        rt_incref(type);
        rt_decref(fd->type);
        fd->type = type;
      }
      if (rt_is_type(type, &initvar_type)) {
        fd->initvar = true;
        fd->repr = fd->compare = false;
      }
      List *l = RT_AS(List, out);
      int64_t at = 0;
      while (at < l->n && !rt_equal(RT_AS(Field, l->items[at])->name, ann->items[j])) at++;
      if (at < l->n) {
        rt_decref(l->items[at]);
        l->items[at] = f;
      } else {
        rt_list_append(out, f);
        rt_decref(f);
      }
    }
  }
  Value t = rt_tuple_from(RT_AS(List, out)->n, RT_AS(List, out)->items);
  rt_cleanup_pop(mark, true);
  return t;
}

/* A field without a default after one with: raised in dataclasses.py's _init_fn, under
 * dataclass's frame too when it was applied directly (@dataclass, not @dataclass(...)). */
static void check_defaults(Tuple *fs, bool direct) {
  bool seen_default = false;
  for (int64_t k = 0; k < fs->n; k++) {
    Field *f = RT_AS(Field, fs->items[k]);
    if (!f->init || f->kw_only) continue;
    bool has = !is_missing(f->def) || !is_missing(f->factory);
    if (!has && seen_default) {
      PyLibLine frames[4] = {PY_LIB_DC_DATACLASS, PY_LIB_DC_WRAP, PY_LIB_DC_PROCESS_INIT, PY_LIB_DC_NON_DEFAULT};
      py_lib_raise(RT_EXC_TypeError, frames + !direct, 4 - !direct, "non-default argument '%s' follows default argument",
                   rt_str_data(f->name));
    }
    seen_default = seen_default || has;
  }
}

/* The class's signature text, "(x: int, y: int = 0)", into j->out; the caller catches what
 * inspect.signature raises. */
typedef struct SigJob {
  Value cls, out;
} SigJob;

static void sig_job(void *ud) {
  SigJob *j = ud;
  Value inspect = rt_import("inspect");
  int mark = rt_cleanup_push_value(&inspect);
  Value f = rt_getattr(inspect, "signature");
  rt_cleanup_push_value(&f);
  Value sig = rt_call(f, 1, &j->cls, NULL);
  rt_cleanup_push_value(&sig);
  j->out = rt_to_str(sig);
  rt_cleanup_pop(mark, true);
}

/* A class without a docstring gets "Name(signature)", as CPython's dataclass gives it (its
 * TypeError or ValueError leaves the signature out). */
static void set_doc(ClassObj *c) {
  Value doc = rt_class_lookup(c, "__doc__", NULL);
  if (!rt_is_undef(doc) && rt_truthy(doc)) return;
  SigJob j = {rt_obj(c), rt_undef()};
  const char *text = "";
  if (rt_pcall(sig_job, &j) != 0) {
    ExcKind k = rt_error_current()->kind;
    if (!rt_exc_kind_is(k, RT_EXC_TypeError) && !rt_exc_kind_is(k, RT_EXC_ValueError)) rt_reraise();
    rt_error_clear();
  } else {
    text = rt_str_data(j.out);
  }
  int mark = rt_cleanup_push_value(&j.out);
  const char *tail = strstr(text, " -> None");
  int n = tail ? (int)(tail - text) : (int)strlen(text);
  Value d = rt_str_printf("%s%.*s%s", c->name, n, text, tail ? tail + strlen(" -> None") : "");
  rt_cleanup_pop(mark, true);
  rt_class_set(c, "__doc__", d);
}

static Value real_fields(ClassObj *c);

/* slots=True: __slots__ the fields' names; their defaults leave the class (__init__ has them). */
static void add_slots(ClassObj *c) {
  if (own(c, "__slots__")) rt_raise(RT_EXC_TypeError, "%s already specifies __slots__", c->name);
  Value names = real_fields(c);
  int mark = rt_cleanup_push_value(&names);
  Tuple *t = RT_AS(Tuple, names);
  for (int64_t k = 0; k < t->n; k++) {
    Value field = t->items[k], name = RT_AS(Field, field)->name;
    rt_tuple_set(names, k, (rt_incref(name), name));
    rt_decref(field);
    if (own(c, rt_str_data(name))) rt_class_set(c, rt_str_data(name), rt_undef());
  }
  rt_cleanup_pop(mark, false);
  rt_class_set(c, "__slots__", names);
  rt_class_apply_slots(c);
}

static Value process(Value cls, Options o, bool direct) {
  if (!rt_is_class(cls)) {
    rt_raise(RT_EXC_TypeError, "dataclass() should be called on a class, not %s", rt_type_name(cls));
  }
  ClassObj *c = RT_AS(ClassObj, cls);
  Value fs = collect_fields(c, o.kw_only);
  int mark = rt_cleanup_push_value(&fs);
  check_defaults(RT_AS(Tuple, fs), direct);
  rt_cleanup_pop(mark, false);
  rt_decref(c->fields);
  c->fields = fs;
  set_class_records(c, o);
  bool explicit_hash = own(c, "__hash__") &&
                       !(rt_is_none(rt_class_lookup(c, "__hash__", NULL)) && own(c, "__eq__"));
  if (o.init && !own(c, "__init__")) add_method(c, "__init__", gen_init);
  if (o.repr && !own(c, "__repr__")) add_method(c, "__repr__", gen_repr);
  if (o.eq && !own(c, "__eq__")) add_method(c, "__eq__", gen_eq);
  if (o.order) {
    static const char *const names[] = {"__lt__", "__le__", "__gt__", "__ge__"};
    static const NativeFn fns[] = {gen_lt, gen_le, gen_gt, gen_ge};
    for (int k = 0; k < 4; k++) {
      if (own(c, names[k])) {
        rt_raise(RT_EXC_TypeError,
                 "Cannot overwrite attribute %s in class %s. Consider using functools.total_ordering",
                 names[k], c->name);
      }
      add_method(c, names[k], fns[k]);
    }
  }
  if (o.frozen) {
    add_method(c, "__setattr__", gen_setattr);
    add_method(c, "__delattr__", gen_delattr);
  }
  if (o.unsafe_hash || (o.eq && o.frozen && !explicit_hash)) add_method(c, "__hash__", gen_hash);
  else if (o.eq && !o.frozen && !explicit_hash) rt_class_set(c, "__hash__", rt_none());
  if (!own(c, "__match_args__")) set_match_args(c);
  set_doc(c);
  if (o.slots) add_slots(c);
  rt_incref(cls);
  return cls;
}

static const char *const dataclass_names[] = {"cls", "init", "repr", "eq", "order",
                                              "unsafe_hash", "frozen", "match_args", "kw_only",
                                              "slots"};

static Options parse_options(const Value *a) {
  Options o = {flag(a[1], true), flag(a[2], true), flag(a[3], true), flag(a[4], false),
               flag(a[5], false), flag(a[6], false), flag(a[8], false), flag(a[9], false)};
  if (o.order && !o.eq) rt_raise(RT_EXC_ValueError, "eq must be true if order is true");
  return o;
}

/* @dataclass(...) returns this decorator; self is the tuple of option values. */
static Value dc_decorator(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("dataclass", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Value a[10];
  for (int k = 0; k < 10; k++) a[k] = RT_AS(Tuple, self)->items[k];
  return process(argv[0], parse_options(a), false);
}

static Value dc_dataclass(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[10];
  rt_parse_args("dataclass", argc, argv, kw, 10, dataclass_names, 0, a);
  Options o = parse_options(a);
  if (!rt_is_undef(a[0])) return process(a[0], o, true);
  Value opts = rt_tuple_from(10, a);
  Value d = rt_native_bind("dataclass", dc_decorator, opts);
  rt_decref(opts);
  return d;
}

/* ---- fields, astuple, replace, is_dataclass ---- */

/* The fields without the InitVar pseudo-fields (a new tuple). */
static Value real_fields(ClassObj *c) {
  Tuple *all = fields_of(c);
  Value l = rt_list_new(all->n);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t k = 0; k < all->n; k++) {
    if (!RT_AS(Field, all->items[k])->initvar) rt_list_append(l, all->items[k]);
  }
  Value t = rt_tuple_from(RT_AS(List, l)->n, RT_AS(List, l)->items);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value dc_fields(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("fields", argc, kw, 1, 1, RT_ARGS_CLINIC);
  ClassObj *c = dataclass_of(argv[0]);
  if (!c) rt_raise(RT_EXC_TypeError, "must be called with a dataclass type or instance");
  return real_fields(c);
}

static Value astuple_like(Value v);

static Value astuple_of(Value v) {
  ClassObj *c = rt_is_instance(v) ? dataclass_of(v) : NULL;
  if (!c && !rt_is_list(v) && !rt_is_tuple(v)) return (rt_incref(v), v);
  int64_t n = c ? fields_of(c)->n : rt_is_list(v) ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
  Value out = rt_list_new(n);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t k = 0; k < n; k++) {
    if (c && RT_AS(Field, fields_of(c)->items[k])->initvar) continue;
    Value item = c ? get_field(v, RT_AS(Field, fields_of(c)->items[k]))
                   : (rt_incref(rt_is_list(v) ? RT_AS(List, v)->items[k] : RT_AS(Tuple, v)->items[k]),
                      rt_is_list(v) ? RT_AS(List, v)->items[k] : RT_AS(Tuple, v)->items[k]);
    int m = rt_cleanup_push_value(&item);
    Value conv = astuple_of(item);
    rt_cleanup_pop(m, true);
    rt_list_append(out, conv);
    rt_decref(conv);
  }
  Value r = rt_is_list(v) ? (rt_incref(out), out) : rt_tuple_from(RT_AS(List, out)->n, RT_AS(List, out)->items);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value dc_astuple(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("astuple", argc, kw, 1, 1, RT_ARGS_CLINIC);
  if (!rt_is_instance(argv[0]) || !dataclass_of(argv[0])) {
    rt_raise(RT_EXC_TypeError, "astuple() should be called on dataclass instances");
  }
  return astuple_of(argv[0]);
}

/* asdict's conversion: a dataclass instance becomes a dict of its fields; lists, tuples and
 * dicts are rebuilt with their items converted; anything else is kept. */
static Value asdict_of(Value v) {
  ClassObj *c = rt_is_instance(v) ? dataclass_of(v) : NULL;
  if (!c && !rt_is_dict(v)) return astuple_like(v);
  Value out = rt_dict_new(), a = rt_undef(), b = rt_undef();
  int mark = rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  Value key, val;
  for (int64_t k = 0, pos = 0; c ? k < fields_of(c)->n : rt_dict_next(v, &pos, &key, &val); k++) {
    if (c) {
      Field *f = RT_AS(Field, fields_of(c)->items[k]);
      if (f->initvar) continue;
      a = (rt_incref(f->name), f->name);
      Value item = get_field(v, f);
      int m = rt_cleanup_push_value(&item);
      b = asdict_of(item);
      rt_cleanup_pop(m, true);
    } else {
      a = asdict_of(key);
      b = asdict_of(val);
    }
    rt_dict_set(out, a, b);
    rt_decref(a);
    rt_decref(b);
    a = b = rt_undef();
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* A list or tuple with each item through asdict_of; other values as they are. */
static Value astuple_like(Value v) {
  if (!rt_is_list(v) && !rt_is_tuple(v)) return (rt_incref(v), v);
  bool list = rt_is_list(v);
  int64_t n = list ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
  Value out = rt_list_new(n);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t k = 0; k < n && k < (list ? RT_AS(List, v)->n : n); k++) {
    Value conv = asdict_of(list ? RT_AS(List, v)->items[k] : RT_AS(Tuple, v)->items[k]);
    rt_list_append(out, conv);
    rt_decref(conv);
  }
  Value r = list ? (rt_incref(out), out) : rt_tuple_from(RT_AS(List, out)->n, RT_AS(List, out)->items);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value dc_asdict(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("asdict", argc, kw, 1, 1, RT_ARGS_CLINIC);
  if (!rt_is_instance(argv[0]) || !dataclass_of(argv[0])) {
    rt_raise(RT_EXC_TypeError, "asdict() should be called on dataclass instances");
  }
  return asdict_of(argv[0]);
}

static Value dc_replace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "replace() takes 1 positional argument but %d were given", argc);
  ClassObj *c = rt_is_instance(argv[0]) ? dataclass_of(argv[0]) : NULL;
  if (!c) rt_raise(RT_EXC_TypeError, "replace() should be called on dataclass instances");
  Tuple *all = fields_of(c);
  int nkw = kw ? kw->n : 0;
  const char **names = rt_malloc(sizeof(char *) * (size_t)(all->n + nkw + 1));
  int mark = rt_cleanup_push(free, names);
  Value vals = rt_list_new(all->n + nkw);
  rt_cleanup_push_value(&vals);
  int n = 0;
  for (int j = 0; j < nkw; j++) {
    names[n++] = kw->names[j];
    rt_list_append(vals, kw->values[j]);
  }
  for (int64_t k = 0; k < all->n; k++) {
    Field *f = RT_AS(Field, all->items[k]);
    bool given = false;
    for (int j = 0; j < nkw; j++) given = given || strcmp(kw->names[j], rt_str_data(f->name)) == 0;
    if (!f->init && given) {
      rt_raise(RT_EXC_ValueError, "field %s is declared with init=False, it cannot be specified with replace()",
               rt_str_data(f->name));
    }
    if (f->initvar && !given && is_missing(f->def)) {
      rt_raise(RT_EXC_ValueError, "InitVar '%s' must be specified with replace()", rt_str_data(f->name));
    }
    if (given || !f->init || f->initvar) continue;
    Value v = get_field(argv[0], f);
    names[n++] = rt_str_data(f->name);
    rt_list_append(vals, v);
    rt_decref(v);
  }
  Kwargs k2 = {n, names, RT_AS(List, vals)->items};
  Value r = rt_call(rt_obj(RT_AS(Instance, argv[0])->cls), 0, NULL, &k2);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value dc_is_dataclass(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("is_dataclass", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return rt_bool(dataclass_of(argv[0]) != NULL);
}

void rt_dataclasses_module_init(Value m) {
  rt_module_add_fn(m, "dataclass", dc_dataclass);
  rt_module_add_fn(m, "field", dc_field);
  rt_module_add_fn(m, "fields", dc_fields);
  rt_module_add_fn(m, "astuple", dc_astuple);
  rt_module_add_fn(m, "asdict", dc_asdict);
  rt_module_add_fn(m, "replace", dc_replace);
  rt_module_add_fn(m, "is_dataclass", dc_is_dataclass);
  rt_module_set(m, "MISSING", (rt_incref(MISSING), MISSING));
  rt_module_set(m, "KW_ONLY", (rt_incref(rt_obj(&kwonly_obj)), rt_obj(&kwonly_obj)));
  rt_module_set(m, "InitVar", (rt_incref(rt_obj(&initvar_class_obj)), rt_obj(&initvar_class_obj)));
  /* the qualname carries the module: an uncaught one prints as CPython's
   * "dataclasses.FrozenInstanceError: ..." */
  Value base = rt_exc_class(RT_EXC_AttributeError);
  Value args[3] = {rt_str_from_c("FrozenInstanceError"), rt_tuple_from(1, &base), rt_dict_new()};
  Value q = rt_str_from_c("dataclasses.FrozenInstanceError");
  rt_dict_set_str(args[2], "__qualname__", q);
  rt_decref(q);
  rt_module_set(m, "FrozenInstanceError", rt_type_make(NULL, args, rt_undef()));
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
}
