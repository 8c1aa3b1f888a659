/* enum.c — Python's enum module: Enum, IntEnum, auto and unique. Enum is a user class whose
 * metaclass-like table (class.h's RtClassMeta, inherited by every subclass) makes the members
 * when a subclass's body has run — each plain attribute becomes an instance of the class with
 * `name` and `value`, a repeated value an alias of the first member — and gives the class
 * object CPython's EnumType behaviour: repr `<enum 'Color'>`, iteration in definition order,
 * len(), Color['RED'] and `in`. Color(1) is Enum.__new__'s lookup by value. The class keeps
 * its members in `_member_names_` (canonical names, in order), `_member_map_` (name → member,
 * aliases included; also `__members__`) and `_value2member_map_`. Flag and IntFlag add the
 * bitwise operators: a combination of members is a pseudo-member named `R|W`, made once and
 * kept in `_value2member_map_`; only one-bit members are iterated. */
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

/* ---- auto() ---- */

typedef struct Auto {
  Obj hdr;
} Auto;

static const ObjType auto_type = {.name = "auto", .free = (void (*)(Obj *))free};

static Value e_auto(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("auto", argc, kw, 0, 0);
  Auto *a = rt_calloc(1, sizeof *a);
  rt_obj_init(&a->hdr, &auto_type);
  return rt_obj(a);
}

/* ---- the members ---- */

static Value class_attr(Value cls, const char *name) {
  Value v = rt_class_lookup(RT_AS(ClassObj, cls), name, NULL);
  if (rt_is_undef(v)) rt_raise(RT_EXC_AttributeError, "type object '%s' has no attribute '%s'", RT_AS(ClassObj, cls)->name, name);
  return v;
}

/* Which attributes of the body become members: not _sunder_, __dunder__ or _Class__private
 * names, and not functions or descriptors (methods, staticmethod, classmethod, property). */
static bool is_member_name(const ClassObj *c, const char *name) {
  size_t n = strlen(name), cn = strlen(c->name);
  if (n > 2 && name[0] == '_' && name[n - 1] == '_') return false;
  if (name[0] == '_' && name[1] != '_' && strncmp(name + 1, c->name, cn) == 0 && name[cn + 1] == '_' &&
      name[cn + 2] == '_')
    return false;
  return true;
}

static bool is_descriptor(Value v) {
  return rt_binds_as_method(v) || rt_is_type(v, &rt_staticmethod_type) || rt_is_type(v, &rt_classmethod_type) ||
         rt_is_type(v, &rt_property_type) || rt_is_class(v);
}

/* A StrEnum (3.11): members print as their values, auto() gives the lowercased name, and a
 * value must be a str. */
static bool str_valued(ClassObj *c) {
  return c->base_kind == RT_BASE_STR && rt_class_lookup(c, "_str_values_", NULL).tag == RT_BOOL;
}

/* The member for `value` named `name`: an instance of the class (an int one for IntEnum). */
static Value make_member(ClassObj *c, Value name, Value value) {
  Value m = rt_instance_new(c);
  int mark = rt_cleanup_push_value(&m);
  if (c->base_kind != RT_BASE_NONE) { /* IntEnum, or a mixin such as (str, Enum): the value */
    RT_AS(Instance, m)->base = value;
    rt_incref(value);
  }
  rt_instance_setattr_generic(m, "_value_", value);
  rt_instance_setattr_generic(m, "_name_", name);
  Value init = rt_class_lookup(c, "__init__", NULL);
  if (rt_is_python_function(init)) { /* Planet(mass, radius): a tuple value is the arguments */
    bool many = rt_is_tuple(value);
    Value r = rt_call_method(init, m, many ? (int)RT_AS(Tuple, value)->n : 1,
                             many ? RT_AS(Tuple, value)->items : &value);
    rt_decref(r);
  }
  rt_cleanup_pop(mark, false);
  return m;
}

/* The member whose value equals v, or RT_UNDEF (borrowed). */
static Value member_by_value(Value cls, Value v) {
  Value names = class_attr(cls, "_member_names_"), map = class_attr(cls, "_member_map_");
  List *l = RT_AS(List, names);
  for (int64_t k = 0; k < l->n; k++) {
    Value m = rt_dict_get(map, l->items[k]);
    Value mv = rt_instance_getattr_generic(m, "_value_", false);
    bool same = rt_equal(mv, v);
    rt_decref(mv);
    if (same) return m;
  }
  return rt_undef();
}

/* Flag and its subclasses carry flag_meta (Enum's hooks under another address), so a class
 * is a Flag when a class on its MRO has it: no pointer to the Flag class outlives its module. */
static const RtClassMeta flag_meta;

static bool is_flag_class(ClassObj *c) {
  const Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 0; k < mro->n; k++)
    if (rt_is_class(mro->items[k]) && RT_AS(ClassObj, mro->items[k])->meta == &flag_meta) return true;
  return false;
}

/* A flag member proper has one bit; 0 and several bits are aliases-like (not iterated). */
static bool one_bit(Value v) { return v.tag == RT_INT && v.as.i > 0 && (v.as.i & (v.as.i - 1)) == 0; }

/* After the body ran: each member attribute becomes a member, auto() the next int (the next
 * power of two in a Flag). */
static void lookup_by_value_new(ClassObj *c, bool flag);

/* auto() in a class whose body defines _generate_next_value_(name, start, count, last_values):
 * its answer, given the values of the members before it. */
static Value user_next_value(ClassObj *c, Value gen, Value name, int upto) {
  Value last = rt_list_new(0);
  int mark = rt_cleanup_push_value(&last);
  for (int k = 0; k < upto && k < c->dict.n; k++) {
    AttrSlot *e = &c->dict.e[k];
    Value v = e->value;
    if (rt_is_undef(v) || !is_member_name(c, rt_str_data(e->key)) || is_descriptor(v)) continue;
    if (rt_is_python_function(v) || rt_is_type(v, &auto_type)) continue;
    if (rt_user_class_of(v) == c) {
      Value mv = rt_instance_getattr_generic(v, "_value_", false);
      rt_list_append(last, mv);
      rt_decref(mv);
    } else {
      rt_list_append(last, v);
    }
  }
  Value args[4] = {name, rt_int(1), rt_int(RT_AS(List, last)->n), last};
  Value r = rt_call(gen, 4, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The value auto() stands for in c's body when stored as `name` (CPython's _EnumDict gives it
 * then, so later lines of the body can use it: RW = R | W): the lowercased name in a StrEnum,
 * else one more than the last int member value (the next power of two above the highest in a
 * Flag). A new reference. */
static Value auto_value(ClassObj *c, Value name, int upto) {
  Value gen = rt_class_lookup(c, "_generate_next_value_", NULL);
  if (rt_is_python_function(gen)) return user_next_value(c, gen, name, upto);
  if (str_valued(c)) {
    Value lower = rt_getattr(name, "lower");
    int mark = rt_cleanup_push_value(&lower);
    Value r = rt_call(lower, 0, NULL, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  bool flag = is_flag_class(c);
  int64_t last = 0, high = 0;
  for (int k = 0; k < upto && k < c->dict.n; k++) {
    AttrSlot *e = &c->dict.e[k];
    Value v = e->value;
    if (rt_is_undef(v) || !is_member_name(c, rt_str_data(e->key)) || is_descriptor(v)) continue;
    if (rt_user_class_of(v) == c) { /* a member already made (enum_finish's loop) */
      Value mv = rt_instance_getattr_generic(v, "_value_", false);
      v = mv.tag == RT_INT ? mv : rt_undef();
      rt_decref(mv);
    }
    if (v.tag != RT_INT) continue;
    last = v.as.i;
    while (v.as.i > 0 && high < v.as.i && (high ? high << 1 : 1) <= v.as.i) {
      high = high ? high << 1 : 1; /* the highest power of two so far */
    }
  }
  if (flag) return rt_int(high ? high << 1 : 1);
  if (last == INT64_MAX) rt_raise(RT_EXC_OverflowError, "auto() value out of range");
  return rt_int(last + 1);
}

typedef struct ValueEntry {
  Value map, value, member;
} ValueEntry;

static void value_entry_job(void *ud) {
  ValueEntry *v = ud;
  rt_dict_set(v->map, v->value, v->member);
}

/* _value2member_map_[value] = member, for a hashable value (CPython skips the others). */
static void remember_value(Value byvalue, Value value, Value member) {
  ValueEntry job = {byvalue, value, member};
  if (rt_pcall(value_entry_job, &job) == 0) return;
  if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_TypeError)) rt_reraise();
  rt_error_clear();
}

static void enum_finish(Value cls) {
  ClassObj *c = RT_AS(ClassObj, cls);
  const Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 1; k < mro->n; k++) { /* an enum with members is final */
    Value b = mro->items[k];
    if (!rt_is_class(b)) continue;
    Value names = rt_class_lookup(RT_AS(ClassObj, b), "_member_names_", NULL);
    if (rt_is_list(names) && RT_AS(List, names)->n > 0) {
      rt_raise(RT_EXC_TypeError, "<enum '%s'> cannot extend <enum '%s'>", c->name, RT_AS(ClassObj, b)->name);
    }
  }
  Value names = rt_list_new(0), map = rt_dict_new(), byvalue = rt_dict_new();
  rt_class_set(c, "_member_names_", names);
  rt_class_set(c, "_member_map_", map);
  rt_class_set(c, "_value2member_map_", byvalue);
  rt_incref(map);
  rt_class_set(c, "__members__", map);
  bool flag = is_flag_class(c);
  for (int k = 0; k < c->dict.n; k++) {
    AttrSlot *e = &c->dict.e[k];
    if (rt_is_undef(e->value) || !is_member_name(c, rt_str_data(e->key)) || is_descriptor(e->value)) continue;
    Value value = e->value;
    Value lowered = rt_undef();
    if (rt_is_type(value, &auto_type)) value = lowered = auto_value(c, e->key, k);
    if (str_valued(c) && !rt_is_str(value)) {
      Value r = rt_repr(value);
      rt_cleanup_push_value(&r);
      rt_raise(RT_EXC_TypeError, "%s is not a string", rt_str_data(r));
    }
    Value member = member_by_value(cls, value);
    if (rt_is_undef(member)) {
      member = make_member(c, e->key, value);
      if (!flag || one_bit(value)) rt_list_append(names, e->key);
      rt_dict_set(map, e->key, member);
      rt_decref(member);
      remember_value(byvalue, value, member);
    }
    rt_dict_set(map, e->key, member);
    rt_incref(member);
    rt_class_set(c, rt_str_data(e->key), member); /* the entry keeps its place */
    rt_decref(lowered);
  }
  lookup_by_value_new(c, flag);
}

static Value enum_repr(Value cls) { return rt_str_printf("<enum '%s'>", RT_AS(ClassObj, cls)->name); }

static Value enum_iter(Value cls) {
  Value names = class_attr(cls, "_member_names_"), map = class_attr(cls, "_member_map_");
  List *l = RT_AS(List, names);
  Value members = rt_list_new(l->n);
  for (int64_t k = 0; k < l->n; k++) rt_list_append(members, rt_dict_get(map, l->items[k]));
  Value it = rt_iter(members);
  rt_decref(members);
  return it;
}

static int64_t enum_len(Value cls) { return RT_AS(List, class_attr(cls, "_member_names_"))->n; }

static Value raise_key_error(void *key) { rt_raise_key_error(*(Value *)key); }

/* Color['RED']: by name (aliases too); KeyError('PINK') otherwise, from enum.py's line. */
static Value enum_getitem(Value cls, Value key) {
  Value map = class_attr(cls, "_member_map_");
  if (!rt_is_str(key) || !rt_contains(map, key)) {
    PyLibLine at = PY_LIB_ENUM_GETITEM;
    py_lib_call(&at, 1, raise_key_error, &key);
  }
  Value m = rt_dict_get(map, key);
  rt_incref(m);
  return m;
}

/* `x in Color`: a member of the class; anything else warns and raises, as CPython 3.11 does. */
static int enum_contains(Value cls, Value item) {
  ClassObj *ic = rt_user_class_of(item);
  if (ic && ic->meta && ic->meta->contains == enum_contains) return rt_class_is_subclass(ic, RT_AS(ClassObj, cls));
  Value warnings = rt_import("warnings");
  int mark = rt_cleanup_push_value(&warnings);
  Value warn = rt_getattr(warnings, "warn");
  rt_cleanup_push_value(&warn);
  Value args[2] = {rt_str_from_c("in 3.12 __contains__ will no longer raise TypeError, but will return True or\n"
                                 "False depending on whether the value is a member or the value of a member"),
                   rt_exc_class(RT_EXC_DeprecationWarning)};
  rt_cleanup_push_value(&args[0]);
  rt_decref(rt_call(warn, 2, args, NULL));
  rt_cleanup_pop(mark, true);
  rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for 'in': '%s' and 'EnumType'", rt_type_name(item));
}

/* The body binding a name again (_EnumDict.__setitem__): a member may not be redefined, nor
 * a method or other descriptor replaced by a member; one descriptor may replace another (a
 * property's setter). */
static void refuse_redefinition(ClassObj *c, const char *name, Value v) {
  if (!is_member_name(c, name)) return;
  size_t n = strlen(name);
  int e = rt_class_own_find(c, name, n, rt_name_hash(name, n));
  if (e < 0 || rt_is_undef(c->dict.e[e].value)) return;
  Value old = c->dict.e[e].value;
  if (is_descriptor(old) && is_descriptor(v)) return;
  Value r = rt_repr(old);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_TypeError, "'%s' already defined as %s", name, rt_str_data(r));
}

/* Color.RED = 2: members are fixed (EnumType.__setattr__). */
static bool enum_setattr(Value cls, const char *name, Value v) {
  ClassObj *c = RT_AS(ClassObj, cls);
  bool in_body = rt_attrmap_find(&c->dict, "_member_names_", 14, rt_name_hash("_member_names_", 14)) < 0;
  if (in_body) refuse_redefinition(c, name, v);
  if (rt_is_type(v, &auto_type) && in_body) {
    Value key = rt_str_from_c(name); /* the body is running: auto() takes its value now */
    int mark = rt_cleanup_push_value(&key);
    Value value = auto_value(c, key, c->dict.n);
    rt_cleanup_pop(mark, true);
    rt_class_set(c, name, value);
    return true;
  }
  Value map = rt_class_lookup(c, "_member_map_", NULL);
  if (rt_is_dict(map) && !rt_is_undef(rt_dict_get_str(map, name))) {
    PyLibLine at = PY_LIB_ENUM_REASSIGN;
    py_lib_raise(RT_EXC_AttributeError, &at, 1, "cannot reassign member '%s'", name);
  }
  return false;
}

#define ENUM_META_HOOKS                                                              \
  .finish = enum_finish, .repr = enum_repr, .iter = enum_iter, .len = enum_len,      \
  .getitem = enum_getitem, .contains = enum_contains, .setattr = enum_setattr
static const RtClassMeta enum_meta = {ENUM_META_HOOKS};
static const RtClassMeta flag_meta = {ENUM_META_HOOKS};

/* ---- Enum's methods ---- */

/* One name of the functional API's names: the value given, or auto()'s (start + i when a start
 * other than 1 is given to a class that is not a Flag). */
static void functional_member(Value cls, Value name, Value value, int64_t i, Value start, bool flag) {
  if (!rt_is_str(name)) rt_raise(RT_EXC_TypeError, "member names must be strings");
  if (rt_is_undef(value) && !flag && !rt_is_undef(start) && !(start.tag == RT_INT && start.as.i == 1)) {
    Value one = rt_int(i);
    Value v = rt_binop(RT_OP_ADD, start, one);
    int mark = rt_cleanup_push_value(&v);
    rt_class_set(RT_AS(ClassObj, cls), rt_str_data(name), v);
    rt_cleanup_pop(mark, false);
    return;
  }
  if (rt_is_undef(value)) value = e_auto(rt_none(), 0, NULL, NULL);
  else rt_incref(value);
  rt_class_set(RT_AS(ClassObj, cls), rt_str_data(name), value);
}

/* Enum('Animal', 'CAT DOG'), Enum('Animal', ['CAT', 'DOG']), Enum('A', [('CAT', 1)]),
 * Enum('A', {'CAT': 1}): EnumType.__call__ with names makes a new enum class, a subclass of cls
 * (and of type=, first, when given). */
static Value functional_api(Value cls, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"value", "names", "module", "qualname", "type", "start", "boundary"};
  Value a[7];
  rt_parse_args("__call__", argc, argv, kw, 7, names, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "type.__new__() argument 1 must be str, not %s", rt_type_name(a[0]));
  Value bases = rt_is_undef(a[4]) || rt_is_none(a[4]) ? rt_tuple_from(1, &cls) : rt_tuple_pair((rt_incref(a[4]), a[4]), (rt_incref(cls), cls));
  int mark = rt_cleanup_push_value(&bases);
  Value c = rt_class_new(rt_str_data(a[0]), bases);
  rt_cleanup_push_value(&c);
  Value items = rt_undef(); /* a list of the names when they are given as an iterable */
  rt_cleanup_push_value(&items);
  bool flag = is_flag_class(RT_AS(ClassObj, c));
  Value spec = a[1];
  if (rt_is_str(spec)) { /* 'CAT DOG', 'CAT, DOG' */
    const char *p = rt_str_data(spec);
    int64_t i = 0;
    while (*p) {
      while (*p == ' ' || *p == ',' || *p == '\t' || *p == '\n') p++;
      const char *q = p;
      while (*q && *q != ' ' && *q != ',' && *q != '\t' && *q != '\n') q++;
      if (q == p) break;
      Value name = rt_str_new(p, (size_t)(q - p));
      int nmark = rt_cleanup_push_value(&name);
      functional_member(c, name, rt_undef(), i++, a[5], flag);
      rt_cleanup_pop(nmark, true);
      p = q;
    }
  } else if (rt_is_dict(spec)) {
    Value key, value;
    for (int64_t pos = 0; rt_dict_next(spec, &pos, &key, &value);) functional_member(c, key, value, 0, a[5], flag);
  } else if (!rt_is_undef(spec) && !rt_is_none(spec)) {
    items = rt_call(rt_builtin_lookup("list"), 1, &spec, NULL);
    List *l = RT_AS(List, items);
    for (int64_t i = 0; i < l->n; i++) {
      Value it = l->items[i];
      if (rt_is_tuple(it) && RT_AS(Tuple, it)->n == 2) functional_member(c, RT_AS(Tuple, it)->items[0], RT_AS(Tuple, it)->items[1], i, a[5], flag);
      else if (rt_is_list(it) && RT_AS(List, it)->n == 2) functional_member(c, RT_AS(List, it)->items[0], RT_AS(List, it)->items[1], i, a[5], flag);
      else functional_member(c, it, rt_undef(), i, a[5], flag);
    }
  }
  rt_class_set(RT_AS(ClassObj, c), "__module__", rt_is_str(a[2]) ? (rt_incref(a[2]), a[2]) : rt_str_from_c("__main__"));
  rt_class_finish(c, rt_none());
  rt_incref(c); /* the caller's reference: the cleanups below drop the one they hold */
  rt_cleanup_pop(mark, true);
  return c;
}

/* cls._missing_(v) when the class defines one: a member (borrowed: members live as long as
 * their class), or RT_UNDEF when it returned None. Another answer is CPython's TypeError. */
static Value call_missing(Value cls, Value v) {
  Value fn;
  if (!rt_is_class(cls) || !rt_try_getattr(cls, "_missing_", &fn)) return rt_undef();
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 1, &v, NULL);
  rt_cleanup_pop(mark, true);
  if (rt_is_none(r)) return rt_undef();
  ClassObj *rc = rt_user_class_of(r);
  if (rc && rt_class_is_subclass(rc, RT_AS(ClassObj, cls))) {
    rt_decref(r); /* the class holds the member */
    return r;
  }
  mark = rt_cleanup_push_value(&r);
  Value rr = rt_repr(r);
  rt_cleanup_push_value(&rr);
  rt_raise(RT_EXC_TypeError, "error in %s._missing_: returned %s instead of None or a valid member",
           RT_AS(ClassObj, cls)->name, rt_str_data(rr));
  rt_cleanup_pop(mark, true);
  return rt_undef();
}

/* Enum.__new__(cls, value): the member with that value (or the member itself), else what the
 * class's _missing_ gives. */
static Value m_new(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc > 2 || (kw && kw->n)) return functional_api(argv[0], argc - 1, argv + 1, kw);
  rt_check_nargs("__new__", argc, kw, 2, 2);
  Value cls = argv[0], v = argv[1];
  ClassObj *vc = rt_user_class_of(v);
  if (vc && rt_is_class(cls) && rt_class_is_subclass(vc, RT_AS(ClassObj, cls))) return rt_incref(v), v;
  Value m = member_by_value(cls, v);
  if (rt_is_undef(m)) m = call_missing(cls, v);
  if (rt_is_undef(m)) { /* raised in Enum.__new__, called from EnumType.__call__ */
    Value r = rt_repr(v);
    rt_cleanup_push_value(&r);
    PyLibLine frames[2] = {PY_LIB_ENUM_CALL, PY_LIB_ENUM_NEW};
    py_lib_raise(RT_EXC_ValueError, frames, 2, "%s is not a valid %s", rt_str_data(r), RT_AS(ClassObj, cls)->name);
  }
  rt_incref(m);
  return m;
}

static Value self_attr(Value self, const char *name) { return rt_instance_getattr_generic(self, name, false); }

/* <Color.RED: 1> */
static Value m_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value name = self_attr(argv[0], "_name_"), value = self_attr(argv[0], "_value_");
  Value r = rt_repr(value);
  Value out = rt_str_printf("<%s.%s: %s>", rt_user_class_of(argv[0])->name, rt_str_data(name), rt_str_data(r));
  rt_decref(name), rt_decref(value), rt_decref(r);
  return out;
}

/* Color.RED; an IntEnum's member prints as its int. */
static Value m_str(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__str__", argc, kw, 1, 1);
  ClassObj *c = rt_user_class_of(argv[0]);
  if (c->base_kind == RT_BASE_INT) return rt_repr(RT_AS(Instance, argv[0])->base);
  if (str_valued(c)) return rt_to_str(RT_AS(Instance, argv[0])->base);
  Value name = self_attr(argv[0], "_name_");
  Value out = rt_str_printf("%s.%s", c->name, rt_str_data(name));
  rt_decref(name);
  return out;
}

/* str.__format__(str(self), spec): a __str__ of the enum's own counts. */
static Value m_format(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__format__", argc, kw, 2, 2);
  Value s = rt_to_str(argv[0]);
  int mark = rt_cleanup_push_value(&s);
  Value out = rt_format(s, rt_str_data(argv[1]), 0);
  rt_cleanup_pop(mark, true);
  return out;
}

/* IntEnum and StrEnum format as their value does (format(Weekday.MON, 'd'), f'{s:>5}'); an
 * empty spec is str(self), as int.__format__ and str.__format__ give a subclass's instance. */
static Value m_value_format(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__format__", argc, kw, 2, 2);
  if (rt_is_str(argv[1]) && RT_AS(Str, argv[1])->nbytes == 0) return rt_to_str(argv[0]);
  return rt_format(RT_AS(Instance, argv[0])->base, rt_str_data(argv[1]), 0);
}

/* Members hash by name as CPython's do (a mixin's, IntEnum's and StrEnum's, as its value). */
static Value m_hash(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__hash__", argc, kw, 1, 1);
  ClassObj *c = rt_user_class_of(argv[0]);
  Value key = c->base_kind != RT_BASE_NONE ? (rt_incref(RT_AS(Instance, argv[0])->base), RT_AS(Instance, argv[0])->base)
                                          : self_attr(argv[0], "_name_");
  int mark = rt_cleanup_push_value(&key);
  Value h = rt_call(rt_builtin_lookup("hash"), 1, &key, NULL);
  rt_cleanup_pop(mark, true);
  return h;
}

/* Enum.__reduce_ex__(proto): (getattr, (cls, name)), so pickle finds the member again by
 * name; a Flag's combination (no name of its own) goes as (cls, (value,)). */
static Value m_reduce_ex(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__reduce_ex__", argc, kw, 2, 2);
  Value cls = rt_obj(rt_user_class_of(argv[0]));
  Value h[2] = {self_attr(argv[0], "_name_"), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  Value func = rt_builtin_lookup("getattr");
  Value member = rt_undef();
  if (!rt_is_str(h[0]) || !rt_try_getattr(cls, rt_str_data(h[0]), &member) || !rt_is(member, argv[0])) {
    rt_decref(h[0]);
    h[0] = self_attr(argv[0], "_value_");
    h[1] = rt_tuple_from(1, &h[0]);
    func = cls;
  } else {
    h[1] = rt_tuple_from(2, (Value[2]){cls, h[0]});
  }
  if (!rt_is_undef(member)) rt_decref(member);
  Value out = rt_tuple_from(2, (Value[2]){func, h[1]});
  rt_cleanup_pop(mark, true);
  return out;
}

static void add_method(Value cls, const char *name, NativeFn fn) {
  char qual[64];
  snprintf(qual, sizeof qual, "Enum.%s", name);
  Value m = rt_native_method_new(name, qual, fn, rt_none());
  if (strcmp(name, "__new__") == 0) {
    Value w = rt_wrapped_new(&rt_staticmethod_type, m);
    rt_decref(m);
    m = w;
  }
  rt_class_set(RT_AS(ClassObj, cls), name, m);
}

/* @unique: ValueError naming every alias ("duplicate values found in <enum 'Dup'>: B -> A"). */
static Value e_unique(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("unique", argc, kw, 1, 1);
  Value cls = argv[0], map = class_attr(cls, "_member_map_");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  Value items = rt_getattr(map, "items");
  rt_cleanup_push_value(&items);
  Value view = rt_call(items, 0, NULL, NULL);
  rt_decref(items);
  items = view;
  Value it = rt_iter(items), pair;
  rt_cleanup_push_value(&it);
  while (rt_next(it, &pair)) {
    Value name = RT_AS(Tuple, pair)->items[0];
    Value canon = self_attr(RT_AS(Tuple, pair)->items[1], "_name_");
    if (!rt_equal(name, canon)) rt_sb_printf(&sb, "%s%s -> %s", sb.len ? ", " : "", rt_str_data(name), rt_str_data(canon));
    rt_decref(canon), rt_decref(pair);
  }
  if (sb.len) rt_raise(RT_EXC_ValueError, "duplicate values found in <enum '%s'>: %.*s", RT_AS(ClassObj, cls)->name, (int)sb.len, sb.data);
  rt_cleanup_pop(mark, true);
  rt_incref(cls);
  return cls;
}

/* ---- Flag and IntFlag ---- */

static int64_t flag_value(Value member) {
  Value v = self_attr(member, "_value_");
  int64_t i = v.tag == RT_INT ? v.as.i : 0;
  rt_decref(v);
  return i;
}

/* The OR of every member's value. */
static int64_t flag_mask(Value cls) {
  Value map = class_attr(cls, "_member_map_"), k, v;
  int64_t mask = 0;
  for (int64_t pos = 0; rt_dict_next(map, &pos, &k, &v);) mask |= flag_value(v);
  return mask;
}

/* The members proper (one bit each) whose bits value has, in definition order (a new list). */
static Value flag_parts(Value cls, int64_t value) {
  Value names = class_attr(cls, "_member_names_"), map = class_attr(cls, "_member_map_");
  List *l = RT_AS(List, names);
  Value out = rt_list_new(0);
  for (int64_t k = 0; k < l->n; k++) {
    Value m = rt_dict_get(map, l->items[k]);
    int64_t b = flag_value(m);
    if (b && (value & b) == b) rt_list_append(out, m);
  }
  return out;
}

/* Cls(value) for a flag class: the member or alias with that value, else the combination made
 * once (named R|W after its members, None for 0) and kept in _value2member_map_. Borrowed. */
static Value flag_lookup(Value cls, int64_t value) {
  Value map = class_attr(cls, "_member_map_"), k, v;
  for (int64_t pos = 0; rt_dict_next(map, &pos, &k, &v);) {
    if (flag_value(v) == value) return v;
  }
  Value cache = class_attr(cls, "_value2member_map_");
  Value key = rt_int(value), hit = rt_dict_get(cache, key);
  if (!rt_is_undef(hit)) return hit;
  Value parts = flag_parts(cls, value);
  int mark = rt_cleanup_push_value(&parts);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  List *l = RT_AS(List, parts);
  for (int64_t j = 0; j < l->n; j++) {
    Value name = self_attr(l->items[j], "_name_");
    rt_sb_printf(&sb, "%s%s", j ? "|" : "", rt_str_data(name));
    rt_decref(name);
  }
  /* an IntFlag keeps bits no member has: named after the members, then the rest (A|8) */
  int64_t rest = value & ~flag_mask(cls);
  if (l->n && rest > 0) rt_sb_printf(&sb, "|%lld", (long long)rest);
  Value name = l->n ? rt_str_new(sb.data, sb.len) : rt_none();
  rt_cleanup_push_value(&name);
  Value m = make_member(RT_AS(ClassObj, cls), name, key);
  rt_dict_set(cache, key, m);
  rt_decref(m);
  rt_cleanup_pop(mark, true);
  return m;
}

static bool is_int_flag(Value v) { return rt_user_class_of(v)->base_kind == RT_BASE_INT; }

/* The int an operand stands for: a member of the same class, or any int for an IntFlag. */
static bool operand(Value self, Value other, int64_t *out) {
  ClassObj *sc = rt_user_class_of(self), *oc = rt_user_class_of(other);
  if (oc && rt_class_is_subclass(oc, sc)) {
    *out = flag_value(other);
    return true;
  }
  if (is_int_flag(self) && other.tag == RT_INT) {
    *out = other.as.i;
    return true;
  }
  return false;
}

static Value flag_binop(const Value *argv, char op) {
  int64_t a = flag_value(argv[0]), b;
  if (!operand(argv[0], argv[1], &b)) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  int64_t r = op == '|' ? a | b : op == '&' ? a & b : a ^ b;
  Value m = flag_lookup(rt_obj(rt_user_class_of(argv[0])), r);
  rt_incref(m);
  return m;
}

#define FLAG_OP(fn, op)                                                         \
  static Value fn(Value data, int argc, const Value *argv, const Kwargs *kw) { \
    (void)data;                                                               \
    rt_check_nargs(#fn, argc, kw, 2, 2);                                      \
    return flag_binop(argv, op);                                              \
  }
FLAG_OP(f_or, '|')
FLAG_OP(f_and, '&')
FLAG_OP(f_xor, '^')

static Value f_invert(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__invert__", argc, kw, 1, 1);
  Value cls = rt_obj(rt_user_class_of(argv[0]));
  Value m = flag_lookup(cls, flag_mask(cls) & ~flag_value(argv[0]));
  rt_incref(m);
  return m;
}

static Value f_contains(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__contains__", argc, kw, 2, 2);
  ClassObj *sc = rt_user_class_of(argv[0]), *oc = rt_user_class_of(argv[1]);
  if (!oc || !rt_class_is_subclass(oc, sc)) {
    rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for 'in': '%s' and '%s'", rt_type_name(argv[1]), sc->name);
  }
  int64_t b = flag_value(argv[1]);
  return rt_bool((flag_value(argv[0]) & b) == b);
}

static Value f_bool(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__bool__", argc, kw, 1, 1);
  return rt_bool(flag_value(argv[0]) != 0);
}

static Value f_iter(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__iter__", argc, kw, 1, 1);
  Value parts = flag_parts(rt_obj(rt_user_class_of(argv[0])), flag_value(argv[0]));
  Value it = rt_iter(parts);
  rt_decref(parts);
  return it;
}

static Value f_len(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__len__", argc, kw, 1, 1);
  Value parts = flag_parts(rt_obj(rt_user_class_of(argv[0])), flag_value(argv[0]));
  int64_t n = RT_AS(List, parts)->n;
  rt_decref(parts);
  return rt_int(n);
}

/* <Perm.R|W: 6>, <Perm: 0> */
static Value f_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value name = self_attr(argv[0], "_name_");
  const char *cls = rt_user_class_of(argv[0])->name;
  Value out = rt_is_none(name) ? rt_str_printf("<%s: %lld>", cls, (long long)flag_value(argv[0]))
                               : rt_str_printf("<%s.%s: %lld>", cls, rt_str_data(name), (long long)flag_value(argv[0]));
  rt_decref(name);
  return out;
}

/* Perm.R|W, Perm(0); an IntFlag prints as its int. */
static Value f_str(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__str__", argc, kw, 1, 1);
  if (is_int_flag(argv[0])) return rt_str_printf("%lld", (long long)flag_value(argv[0]));
  Value name = self_attr(argv[0], "_name_");
  const char *cls = rt_user_class_of(argv[0])->name;
  Value out = rt_is_none(name) ? rt_str_printf("%s(%lld)", cls, (long long)flag_value(argv[0]))
                               : rt_str_printf("%s.%s", cls, rt_str_data(name));
  rt_decref(name);
  return out;
}

static Value f_format(Value data, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("__format__", argc, kw, 2, 2);
  (void)data;
  bool plain = !is_int_flag(argv[0]) || (rt_is_str(argv[1]) && RT_AS(Str, argv[1])->nbytes == 0);
  Value s = plain ? rt_to_str(argv[0]) : rt_int(flag_value(argv[0]));
  int mark = rt_cleanup_push_value(&s);
  Value out = rt_format(s, rt_str_data(argv[1]), 0);
  rt_cleanup_pop(mark, true);
  return out;
}

/* Flag.__new__(cls, value): a member, an alias or a combination of members' bits. */
static Value f_new(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc > 2 || (kw && kw->n)) return functional_api(argv[0], argc - 1, argv + 1, kw);
  rt_check_nargs("__new__", argc, kw, 2, 2);
  Value cls = argv[0], v = argv[1];
  ClassObj *vc = rt_user_class_of(v);
  if (vc && rt_is_class(cls) && rt_class_is_subclass(vc, RT_AS(ClassObj, cls))) return rt_incref(v), v;
  bool intflag = RT_AS(ClassObj, cls)->base_kind == RT_BASE_INT;
  if (v.tag != RT_INT) {
    Value r = rt_repr(v);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "%s is not a valid %s", rt_str_data(r), RT_AS(ClassObj, cls)->name);
  }
  /* a Flag keeps only the bits its members have (3.11's CONFORM); an IntFlag keeps all */
  Value m = flag_lookup(cls, intflag ? v.as.i : v.as.i & flag_mask(cls));
  rt_incref(m);
  return m;
}

static bool has_own(ClassObj *c, const char *name) {
  return rt_class_own_find(c, name, strlen(name), rt_name_hash(name, strlen(name))) >= 0;
}

/* An enum with a builtin mixin (class C(str, Enum)) finds str's methods before Enum's on its
 * MRO. C('red') is the member by value (EnumType.__call__'s lookup), and a member prints as
 * C.RED / <C.RED: 'red'> (EnumType puts Enum's on C): so Enum's go on C itself. IntEnum and
 * IntFlag have theirs already. */
static void lookup_by_value_new(ClassObj *c, bool flag) {
  if (c->base_kind == RT_BASE_NONE) return;
  if (!has_own(c, "__new__")) add_method(rt_obj(c), "__new__", flag ? f_new : m_new);
  if (c->base_kind == RT_BASE_INT) return;
  if (!has_own(c, "__repr__")) add_method(rt_obj(c), "__repr__", m_repr);
  if (!has_own(c, "__str__")) add_method(rt_obj(c), "__str__", m_str);
  if (!has_own(c, "__format__")) add_method(rt_obj(c), "__format__", m_format);
  if (!has_own(c, "__reduce_ex__")) add_method(rt_obj(c), "__reduce_ex__", m_reduce_ex);
}

static void add_flag_methods(Value cls, bool intflag) {
  static const struct {
    const char *name;
    NativeFn fn;
  } methods[] = {
      {"__new__", f_new},   {"__or__", f_or},     {"__and__", f_and},     {"__xor__", f_xor},
      {"__ror__", f_or},    {"__rand__", f_and},  {"__rxor__", f_xor},    {"__invert__", f_invert},
      {"__contains__", f_contains}, {"__bool__", f_bool}, {"__iter__", f_iter}, {"__len__", f_len},
      {"__repr__", f_repr}, {"__str__", f_str},   {"__format__", f_format}, {"__hash__", m_hash},
      {"__reduce_ex__", m_reduce_ex},
  };
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (!intflag && (strcmp(methods[k].name, "__ror__") == 0 || strcmp(methods[k].name, "__rand__") == 0 ||
                     strcmp(methods[k].name, "__rxor__") == 0)) continue;
    add_method(cls, methods[k].name, methods[k].fn);
  }
}

static void flag_init(Value m, Value en) {
  Value base = rt_tuple_from(1, &en);
  Value fl = rt_class_new("Flag", base);
  rt_decref(base);
  add_flag_methods(fl, false);
  RT_AS(ClassObj, fl)->meta = &flag_meta;
  rt_class_finish(fl, rt_none());
  rt_module_set(m, "Flag", fl);
  Value bases[2] = {rt_builtin_lookup("int"), fl};
  Value bt = rt_tuple_from(2, bases);
  Value ifl = rt_class_new("IntFlag", bt);
  rt_decref(bt);
  add_flag_methods(ifl, true); /* int comes first on its MRO: Flag's methods on IntFlag itself */
  rt_class_finish(ifl, rt_none());
  rt_module_set(m, "IntFlag", ifl);
}

/* Enum's `value` and `name`: read-only properties over _value_ and _name_ (data: the name),
 * whose errors name Enum, the class CPython defines them on. */
static Value p_get(Value data, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs(rt_str_data(data), argc, kw, 1, 1);
  return self_attr(argv[0], strcmp(rt_str_data(data), "value") == 0 ? "_value_" : "_name_");
}

static Value p_set(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_AttributeError, "<enum 'Enum'> cannot set attribute '%s'", rt_str_data(data));
}

static Value p_del(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_AttributeError, "<enum 'Enum'> cannot delete attribute '%s'", rt_str_data(data));
}

static void add_member_property(Value cls, const char *name) {
  Value key = rt_str_from_c(name);
  char qual[32];
  snprintf(qual, sizeof qual, "Enum.%s", name);
  Value f[3] = {rt_native_method_new(name, qual, p_get, key), rt_native_method_new(name, qual, p_set, key),
                rt_native_method_new(name, qual, p_del, key)};
  rt_decref(key);
  rt_class_set(RT_AS(ClassObj, cls), name, rt_property_new(f[0], f[1], f[2], rt_none()));
  for (int k = 0; k < 3; k++) rt_decref(f[k]);
}

void rt_enum_module_init(Value m) {
  Value none = rt_tuple_from(0, NULL);
  Value en = rt_class_new("Enum", none);
  rt_decref(none);
  add_method(en, "__new__", m_new);
  add_method(en, "__repr__", m_repr);
  add_method(en, "__str__", m_str);
  add_method(en, "__format__", m_format);
  add_method(en, "__hash__", m_hash);
  add_method(en, "__reduce_ex__", m_reduce_ex);
  add_member_property(en, "value");
  add_member_property(en, "name");
  rt_class_finish(en, rt_none());
  RT_AS(ClassObj, en)->meta = &enum_meta;
  enum_finish(en);
  rt_module_set(m, "Enum", en);
  Value bases[2] = {rt_builtin_lookup("int"), en};
  Value bt = rt_tuple_from(2, bases);
  Value ie = rt_class_new("IntEnum", bt);
  rt_decref(bt);
  /* int comes before Enum on its MRO: Enum's methods go on IntEnum itself, as EnumType does */
  add_method(ie, "__new__", m_new); /* Level(5) is the member, not int.__new__'s new int */
  add_method(ie, "__repr__", m_repr);
  add_method(ie, "__str__", m_str);
  add_method(ie, "__format__", m_value_format);
  add_method(ie, "__hash__", m_hash);
  add_method(ie, "__reduce_ex__", m_reduce_ex);
  rt_class_finish(ie, rt_none());
  rt_module_set(m, "IntEnum", ie);
  bases[0] = rt_builtin_lookup("str");
  bt = rt_tuple_from(2, bases);
  Value se = rt_class_new("StrEnum", bt);
  rt_decref(bt);
  rt_class_set(RT_AS(ClassObj, se), "_str_values_", rt_bool(true)); /* see str_valued */
  add_method(se, "__new__", m_new);
  add_method(se, "__repr__", m_repr);
  add_method(se, "__str__", m_str);
  add_method(se, "__format__", m_value_format);
  add_method(se, "__hash__", m_hash);
  add_method(se, "__reduce_ex__", m_reduce_ex);
  rt_class_finish(se, rt_none());
  rt_module_set(m, "StrEnum", se);
  rt_module_add_fn(m, "auto", e_auto);
  flag_init(m, en);
  rt_module_add_fn(m, "unique", e_unique);
}
