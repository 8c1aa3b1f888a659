/* typing.c — the typing and __future__ modules, for programs that annotate. An annotation Weft
 * cannot evaluate stays text (compile_try.c's vm_c_annotation), so what matters at run time is
 * that the names exist and that type aliases (`Vector = List[float]`) build and print as
 * CPython 3.11's: `typing.List[float]`, `typing.Optional[int]`, `typing.Callable[[int], str]`,
 * `~T`. A special form is one object type (Form) whose kind says how it subscripts and prints;
 * none of them checks isinstance(). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

typedef enum {
  F_GENERIC,  /* List, Dict, ...: arguments print as types */
  F_UNION,    /* Union and Optional: flattened, None as NoneType, one argument is itself */
  F_CALLABLE, /* Callable[[args], result], Callable[..., result] */
  F_LITERAL,  /* Literal[1, 'a']: arguments print as their repr */
  F_PLAIN,    /* Any, NoReturn, ...: not subscriptable */
  F_TYPEVAR,  /* TypeVar('T'): prints as ~T (+T covariant, -T contravariant) */
  F_ALIAS,    /* list[int] (types.GenericAlias): origin the builtin class, called as it */
  F_PIPE,     /* int | None (types.UnionType): args the alternatives, isinstance() takes it */
} FormKind;

typedef struct Form {
  Obj hdr;
  FormKind kind;
  char *name; /* "List"; a type variable's own name */
  char variance; /* type variables: '~', '+' or '-' */
  Value args; /* a tuple once subscripted, else RT_UNDEF */
  Value origin; /* F_ALIAS: the class subscripted (else RT_UNDEF) */
} Form;

static const ObjType form_type;

static Value form_new(FormKind kind, const char *name, Value args) {
  Form *f = rt_calloc(1, sizeof *f);
  rt_obj_init(&f->hdr, &form_type);
  f->kind = kind;
  f->name = rt_strdup(name);
  f->variance = '~';
  f->args = args;
  f->origin = rt_undef();
  return rt_obj(f);
}

static void form_free(Obj *o) {
  Form *f = (Form *)o;
  if (!rt_is_undef(f->args)) rt_decref(f->args);
  rt_decref(f->origin);
  free(f->name);
  free(f);
}

static bool is_none_type(Value v) {
  Value r = rt_repr(v);
  bool yes = strcmp(rt_str_data(r), "<class 'NoneType'>") == 0;
  rt_decref(r);
  return yes;
}

/* typing's _type_repr: a class by its qualified name (builtins' bare), `...`, a list of types
 * as [a, b], None as NoneType, anything else by its repr. */
static void put_type(StrBuf *sb, Value v) {
  if (rt_is_none(v) || rt_is_type(v, &rt_ellipsis_type)) {
    rt_sb_puts(sb, rt_is_none(v) ? "NoneType" : "...");
    return;
  }
  if (rt_is_type(v, &rt_list_type)) {
    List *l = RT_AS(List, v);
    rt_sb_putc(sb, '[');
    for (int64_t k = 0; k < l->n; k++) {
      if (k) rt_sb_puts(sb, ", ");
      put_type(sb, l->items[k]);
    }
    rt_sb_putc(sb, ']');
    return;
  }
  Value r = rt_repr(v);
  const char *s = rt_str_data(r);
  size_t n = strlen(s);
  if (strncmp(s, "<class '", 8) == 0 && n > 10) {
    s += 8, n -= 10;
    if (strncmp(s, "builtins.", 9) == 0) s += 9, n -= 9;
  }
  rt_sb_putn(sb, s, n);
  rt_decref(r);
}

/* list[int] and int | None print their arguments as types, None as None. */
static Value alias_repr(Form *f) {
  StrBuf sb;
  rt_sb_init(&sb);
  Tuple *t = RT_AS(Tuple, f->args);
  if (f->kind == F_ALIAS) rt_sb_printf(&sb, "%s[", f->name);
  if (f->kind == F_ALIAS && t->n == 0) rt_sb_puts(&sb, "()");
  for (int64_t k = 0; k < t->n; k++) {
    if (k) rt_sb_puts(&sb, f->kind == F_ALIAS ? ", " : " | ");
    if (rt_is_none(t->items[k]) || is_none_type(t->items[k])) rt_sb_puts(&sb, "None");
    else put_type(&sb, t->items[k]);
  }
  if (f->kind == F_ALIAS) rt_sb_putc(&sb, ']');
  return rt_sb_to_str(&sb);
}

static Value form_repr(Value self) {
  Form *f = RT_AS(Form, self);
  if (f->kind == F_ALIAS || f->kind == F_PIPE) return alias_repr(f);
  StrBuf sb;
  rt_sb_init(&sb);
  if (f->kind == F_TYPEVAR) {
    rt_sb_printf(&sb, "%c%s", f->variance, f->name);
    return rt_sb_to_str(&sb);
  }
  Tuple *t = rt_is_undef(f->args) ? NULL : RT_AS(Tuple, f->args);
  /* Union[X, None] and Union[None, X] print as Optional[X] */
  int none_at = f->kind == F_UNION && t && t->n == 2 ? (is_none_type(t->items[1]) ? 1 : is_none_type(t->items[0]) ? 0 : -1) : -1;
  bool optional = none_at >= 0;
  rt_sb_printf(&sb, "typing.%s", optional ? "Optional" : f->name);
  if (!t) return rt_sb_to_str(&sb);
  rt_sb_putc(&sb, '[');
  if (t->n == 0) rt_sb_puts(&sb, "()");
  for (int64_t k = 0; k < t->n; k++) {
    if (k == none_at) continue;
    if (k && !optional) rt_sb_puts(&sb, ", ");
    if (f->kind == F_LITERAL) {
      Value r = rt_repr(t->items[k]);
      rt_sb_puts(&sb, rt_str_data(r));
      rt_decref(r);
    } else {
      put_type(&sb, t->items[k]);
    }
  }
  rt_sb_putc(&sb, ']');
  return rt_sb_to_str(&sb);
}

/* The subscript as a tuple of arguments (a new reference). */
static Value args_of(Value key) {
  if (rt_is_type(key, &rt_tuple_type)) return rt_incref(key), key;
  return rt_tuple_from(1, &key);
}

/* Union's arguments: nested unions flattened, None as type(None), duplicates dropped. */
static Value union_args(Value args) {
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  Value none = rt_none();
  Value none_type = rt_call(rt_builtin_lookup("type"), 1, &none, NULL);
  rt_cleanup_push_value(&none_type);
  Tuple *t = RT_AS(Tuple, args);
  for (int64_t k = 0; k < t->n; k++) {
    Value a = rt_is_none(t->items[k]) ? none_type : t->items[k];
    if (rt_is_type(a, &form_type) && RT_AS(Form, a)->kind == F_UNION && !rt_is_undef(RT_AS(Form, a)->args)) {
      Tuple *inner = RT_AS(Tuple, RT_AS(Form, a)->args);
      for (int64_t j = 0; j < inner->n; j++)
        if (!rt_contains(out, inner->items[j])) rt_list_append(out, inner->items[j]);
    } else if (!rt_contains(out, a)) {
      rt_list_append(out, a);
    }
  }
  List *l = RT_AS(List, out);
  Value r = rt_tuple_from(l->n, l->items);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value form_getitem(Value self, Value key) {
  Form *f = RT_AS(Form, self);
  if (f->kind == F_TYPEVAR) rt_raise(RT_EXC_TypeError, "'TypeVar' object is not subscriptable");
  if (f->kind == F_PLAIN && strcmp(f->name, "Any") == 0) rt_raise(RT_EXC_TypeError, "type 'Any' is not subscriptable");
  if (f->kind == F_PLAIN || !rt_is_undef(f->args)) {
    Value r = form_repr(self);
    int mark = rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "%s is not %s", rt_str_data(r), f->kind == F_PLAIN ? "subscriptable" : "a generic class");
    rt_cleanup_pop(mark, true);
  }
  Value args = args_of(key);
  if (strcmp(f->name, "Optional") == 0) {
    Value pair[2] = {RT_AS(Tuple, args)->items[0], rt_none()};
    rt_decref(args);
    args = rt_tuple_from(2, pair);
  }
  if (f->kind != F_UNION) return form_new(f->kind, f->name, args);
  int mark = rt_cleanup_push_value(&args);
  Value flat = union_args(args);
  rt_cleanup_pop(mark, true);
  if (RT_AS(Tuple, flat)->n == 1) { /* Union[int] is int */
    Value only = RT_AS(Tuple, flat)->items[0];
    rt_incref(only);
    rt_decref(flat);
    return only;
  }
  return form_new(F_UNION, "Union", flat);
}

/* alias.__mro_entries__(bases): a class statement derives from the alias's origin, except
 * that Generic[T] gives nothing when Protocol or a later alias (Box[T]) brings Generic in (as
 * CPython's _GenericAlias.__mro_entries__: `class N(Generic[K], Box[K])` derives from Box). */
static Value form_mro_entries(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("__mro_entries__", argc, kw, 1, 1);
  Form *f = RT_AS(Form, self);
  if (strcmp(f->name, "typing.Generic") == 0 && rt_is_tuple(argv[0])) {
    const Tuple *bases = RT_AS(Tuple, argv[0]);
    bool later = false;
    for (int64_t k = 0; k < bases->n; k++) {
      Value b = bases->items[k];
      if (rt_is_class(b) && strcmp(RT_AS(ClassObj, b)->qualname, "Protocol") == 0) return rt_tuple_new(0);
      if (later && rt_is_type(b, &form_type) && RT_AS(Form, b)->kind == F_ALIAS) return rt_tuple_new(0);
      later |= b.as.o == self.as.o;
    }
  }
  return rt_tuple_from(1, &f->origin);
}

bool rt_typing_is_typevar(Value v) { return rt_is_type(v, &form_type) && RT_AS(Form, v)->kind == F_TYPEVAR; }

/* The type variables in items (a tuple), in order of first appearance, looking into the
 * arguments of subscripted forms (typing's _collect_parameters). */
static void collect_parameters(Value out, Value items) {
  const Tuple *t = RT_AS(Tuple, items);
  for (int64_t k = 0; k < t->n; k++) {
    Value v = t->items[k];
    if (!rt_is_type(v, &form_type)) continue;
    const Form *f = RT_AS(Form, v);
    if (f->kind == F_TYPEVAR) {
      if (!rt_contains(out, v)) rt_list_append(out, v);
    } else if (rt_is_tuple(f->args)) {
      collect_parameters(out, f->args);
    }
  }
}

Value rt_typing_parameters(Value items) {
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  collect_parameters(out, items);
  Value r = rt_tuple_from(RT_AS(List, out)->n, RT_AS(List, out)->items);
  rt_cleanup_pop(mark, true);
  return r;
}

bool rt_typing_alias_origin(Value v, Value *origin) {
  if (!rt_is_type(v, &form_type) || RT_AS(Form, v)->kind != F_ALIAS) return false;
  *origin = RT_AS(Form, v)->origin;
  return true;
}

static Value generic_origin(const char *name);

static Value form_getattr(Value self, const char *name) {
  Form *f = RT_AS(Form, self);
  if (strcmp(name, "__mro_entries__") == 0 && f->kind == F_ALIAS) {
    return rt_native_bind("__mro_entries__", form_mro_entries, self);
  }
  if (f->kind == F_TYPEVAR) { /* TypeVar('T', str, bytes, bound=..., covariant=...) */
    if (strcmp(name, "__constraints__") == 0) return rt_incref(f->args), f->args;
    if (strcmp(name, "__bound__") == 0) return rt_is_undef(f->origin) ? rt_none() : (rt_incref(f->origin), f->origin);
    if (strcmp(name, "__covariant__") == 0) return rt_bool(f->variance == '+');
    if (strcmp(name, "__contravariant__") == 0) return rt_bool(f->variance == '-');
    if (strcmp(name, "__name__") == 0) return rt_str_from_c(f->name);
    return rt_undef();
  }
  if (strcmp(name, "__origin__") == 0 && !rt_is_undef(f->origin)) return rt_incref(f->origin), f->origin;
  if (strcmp(name, "__origin__") == 0 && f->kind == F_GENERIC && rt_is_tuple(f->args)) return generic_origin(f->name);
  if (strcmp(name, "__name__") == 0) return rt_str_from_c(f->name);
  if (strcmp(name, "__args__") == 0 && !rt_is_undef(f->args)) return rt_incref(f->args), f->args;
  if (strcmp(name, "__parameters__") == 0 && rt_is_tuple(f->args) && f->kind != F_PLAIN) return rt_typing_parameters(f->args);
  return rt_undef();
}

/* list[int](...) makes a list. */
static Value form_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Form *f = RT_AS(Form, self);
  if (f->kind != F_ALIAS) {
    Value r = form_repr(self);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "Cannot instantiate %s", rt_str_data(r));
  }
  return rt_call(f->origin, argc, argv, kw);
}

static Value type_union(Value a, Value b);

/* typing's own forms join as typing.Union (Dict[str, int] | None is Optional[...]); list[int]
 * and plain classes as the | union. */
static bool typing_form(Value v) {
  if (!rt_is_type(v, &form_type)) return false;
  FormKind k = RT_AS(Form, v)->kind;
  return k != F_ALIAS && k != F_PIPE && k != F_PLAIN; /* Any | None is a | union (3.11) */
}

static bool is_pipe(Value v);

/* The alternatives of int | str or of Union[int, str] (a tuple), else RT_UNDEF. */
static Value union_alternatives(Value v) {
  if (!rt_is_type(v, &form_type)) return rt_undef();
  const Form *f = RT_AS(Form, v);
  return (f->kind == F_PIPE || f->kind == F_UNION) && rt_is_tuple(f->args) ? f->args : rt_undef();
}

/* int | str == str | int == Union[str, int]: the same alternatives in any order, as CPython's
 * frozenset compare (UnionType's, and Union's that takes either). */
static Value pipe_compare(BinOp op, Value a, Value b) {
  Value x = union_alternatives(a), y = union_alternatives(b);
  if (rt_is_undef(x) || rt_is_undef(y)) return rt_undef();
  int64_t n = RT_AS(Tuple, x)->n;
  bool same = n == RT_AS(Tuple, y)->n;
  for (int64_t k = 0; same && k < n; k++) same = rt_contains(y, RT_AS(Tuple, x)->items[k]);
  return rt_bool(op == RT_OP_EQ ? same : !same);
}

/* Box[int] == Box[int], List[int] == List[int]: the same origin and equal arguments. */
static Value alias_compare(BinOp op, Value a, Value b) {
  if (!rt_is_type(a, &form_type) || !rt_is_type(b, &form_type)) return rt_undef();
  const Form *x = RT_AS(Form, a), *y = RT_AS(Form, b);
  if ((x->kind != F_ALIAS && x->kind != F_GENERIC) || !rt_is_tuple(x->args)) return rt_undef();
  bool same = x->kind == y->kind && rt_is_tuple(y->args) && strcmp(x->name, y->name) == 0 &&
              (x->kind == F_GENERIC || x->origin.as.o == y->origin.as.o) && rt_equal(x->args, y->args);
  return rt_bool(op == RT_OP_EQ ? same : !same);
}

static Value form_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_EQ || op == RT_OP_NE) {
    Value r = alias_compare(op, a, b);
    return rt_is_undef(r) ? pipe_compare(op, a, b) : r;
  }
  if (op != RT_OP_OR) return rt_undef();
  if (!typing_form(a) && !typing_form(b)) return type_union(a, b);
  Value pair[2] = {a, b};
  Value args = rt_tuple_from(2, pair);
  int mark = rt_cleanup_push_value(&args);
  Value flat = union_args(args);
  rt_cleanup_pop(mark, true);
  return form_new(F_UNION, "Union", flat);
}

/* hash(int | str), hash(Union[int, str]): the same for any order of the alternatives (a sum,
 * as a frozenset's is order-free); other forms hash by identity. */
static int64_t form_hash(Value self) {
  Value alts = union_alternatives(self);
  if (rt_is_undef(alts)) return (int64_t)((uintptr_t)self.as.o >> 4);
  const Tuple *t = RT_AS(Tuple, alts);
  uint64_t h = 0x2b0c1f5u;
  for (int64_t k = 0; k < t->n; k++) h += (uint64_t)rt_hash(t->items[k]) * 0x9e3779b97f4a7c15u;
  int64_t r = (int64_t)(h >> 1);
  return r == -1 ? -2 : r;
}

static bool is_builtin_alias(Value v) {
  return rt_is_type(v, &form_type) && RT_AS(Form, v)->kind == F_ALIAS && rt_is_native(RT_AS(Form, v)->origin);
}

Value rt_typing_generic_alias_type(void) { return rt_named_type_class("types.GenericAlias", is_builtin_alias); }

/* type(int | None) is types.UnionType, type(list[int]) types.GenericAlias; Box[int] and
 * List[int] are typing._GenericAlias; the other forms' class is typing._SpecialForm. */
static Value form_type_object(Value self) {
  const Form *f = RT_AS(Form, self);
  if (f->kind == F_PIPE) return rt_typing_union_type();
  if (is_builtin_alias(self)) return rt_typing_generic_alias_type();
  if (f->kind == F_ALIAS || (f->kind == F_GENERIC && rt_is_tuple(f->args)))
    return rt_named_type_class("typing._GenericAlias", NULL);
  return rt_named_type_class("typing._SpecialForm", NULL);
}

static const ObjType form_type = {
    .name = "typing._SpecialForm",
    .hash = form_hash,
    .type_object = form_type_object,
    .free = form_free,
    .repr = form_repr,
    .getattr = form_getattr,
    .getitem = form_getitem,
    .call = form_call,
    .binop = form_binop,
};

/* ---- PEP 585 and 604: list[int], int | None ---- */

static bool is_pipe(Value v) { return rt_is_type(v, &form_type) && RT_AS(Form, v)->kind == F_PIPE; }

Value rt_typing_union_type(void) { return rt_named_type_class("types.UnionType", is_pipe); }

/* Can v be one side of X | Y: a class, None, an alias or a union? */
static bool unionable(Value v) {
  if (rt_is_none(v) || rt_is_class(v)) return true;
  if (rt_is_native(v)) return RT_AS(NativeFunc, v)->instancecheck != NULL;
  return rt_is_type(v, &form_type) && (RT_AS(Form, v)->kind == F_ALIAS || RT_AS(Form, v)->kind == F_PIPE ||
                                       RT_AS(Form, v)->kind == F_UNION || RT_AS(Form, v)->kind == F_PLAIN);
}

static void add_alternative(Value list, Value v) {
  if (is_pipe(v)) {
    Tuple *t = RT_AS(Tuple, RT_AS(Form, v)->args);
    for (int64_t k = 0; k < t->n; k++) add_alternative(list, t->items[k]);
    return;
  }
  Value none_type = rt_undef();
  if (rt_is_none(v)) v = none_type = rt_call(rt_builtin_lookup("type"), 1, &v, NULL);
  if (!rt_contains(list, v)) rt_list_append(list, v);
  rt_decref(none_type);
}

static Value type_union(Value a, Value b) {
  if (!unionable(a) || !unionable(b)) return rt_undef();
  Value l = rt_list_new(0);
  int mark = rt_cleanup_push_value(&l);
  add_alternative(l, a);
  add_alternative(l, b);
  List *items = RT_AS(List, l);
  Value r;
  if (items->n == 1) {
    r = items->items[0];
    rt_incref(r);
  } else {
    r = form_new(F_PIPE, "UnionType", rt_tuple_from(items->n, items->items));
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* list[int]: the builtin containers (and type) take type arguments; other classes do not. */
static Value class_getitem(Value cls, Value key) {
  static const char *const generic[] = {"list", "dict", "tuple", "set", "frozenset", "type"};
  const char *name = RT_AS(NativeFunc, cls)->name;
  for (int k = 0; k < 6; k++) {
    if (strcmp(name, generic[k]) != 0) continue;
    Value alias = form_new(F_ALIAS, name, args_of(key));
    rt_incref(cls);
    RT_AS(Form, alias)->origin = cls;
    return alias;
  }
  const char *repr = RT_AS(NativeFunc, cls)->repr_as, *abc = "<class 'collections.abc.";
  if (repr && strncmp(repr, abc, strlen(abc)) == 0) { /* collections.abc.Sequence[int] */
    char full[64];
    snprintf(full, sizeof full, "collections.abc.%s", name);
    Value alias = form_new(F_ALIAS, full, args_of(key));
    rt_incref(cls);
    RT_AS(Form, alias)->origin = cls;
    return alias;
  }
  rt_raise(RT_EXC_TypeError, "type '%s' is not subscriptable", name);
}

Value rt_typing_alias(const char *name, Value origin, Value key) {
  Value alias = form_new(F_ALIAS, name, args_of(key));
  rt_incref(origin);
  RT_AS(Form, alias)->origin = origin;
  return alias;
}

/* int | str, and typing.Union[int, str] whose __instancecheck__ tries each argument */
bool rt_typing_union_members(Value v, Value *members) {
  bool subscripted_union = rt_is_type(v, &form_type) && RT_AS(Form, v)->kind == F_UNION &&
                           rt_is_tuple(RT_AS(Form, v)->args);
  if (!is_pipe(v) && !subscripted_union) return false;
  *members = RT_AS(Form, v)->args;
  return true;
}

/* The runtime class an unsubscripted generic form stands for in isinstance()/issubclass(), as
 * CPython's _GenericAlias.__instancecheck__ defers to its origin (typing.List -> list,
 * typing.Iterable -> collections.abc.Iterable); a subscripted one is refused. */
bool rt_typing_runtime_class(Value v, Value *cls, bool subclass) {
  if (!rt_is_type(v, &form_type)) return false;
  const Form *f = RT_AS(Form, v);
  const char *check = subclass ? "issubclass" : "isinstance";
  if (f->kind == F_LITERAL && !rt_is_undef(f->args))
    rt_raise(RT_EXC_TypeError, "Subscripted generics cannot be used with class and instance checks");
  if (f->kind == F_PLAIN && subclass && strcmp(f->name, "Any") == 0) { /* _AnyMeta: only isinstance refuses */
    *cls = rt_tuple_new(0);
    return true;
  }
  static const char *const special[] = {"Any", "NoReturn", "Never", "Self", "LiteralString", "TypeAlias", NULL};
  bool special_form = f->kind == F_UNION || f->kind == F_LITERAL;
  for (int k = 0; f->kind == F_PLAIN && special[k]; k++) special_form |= strcmp(f->name, special[k]) == 0;
  if (special_form) rt_raise(RT_EXC_TypeError, "typing.%s cannot be used with %s()", f->name, check);
  if (f->kind != F_GENERIC && f->kind != F_CALLABLE) return false;
  if (!rt_is_undef(f->args))
    rt_raise(RT_EXC_TypeError, "Subscripted generics cannot be used with class and instance checks");
  static const struct {
    const char *form, *module, *name;
  } origins[] = {
      {"List", NULL, "list"}, {"Dict", NULL, "dict"}, {"Set", NULL, "set"},
      {"FrozenSet", NULL, "frozenset"}, {"Tuple", NULL, "tuple"}, {"Type", NULL, "type"},
      {"DefaultDict", "collections", "defaultdict"}, {"OrderedDict", "collections", "OrderedDict"},
      {"Counter", "collections", "Counter"}, {"Deque", "collections", "deque"},
      {"ChainMap", "collections", "ChainMap"}, {"AbstractSet", "collections.abc", "Set"},
      {"ContextManager", "contextlib", "AbstractContextManager"},
  };
  for (size_t k = 0; k < sizeof origins / sizeof origins[0]; k++) {
    if (strcmp(f->name, origins[k].form) != 0) continue;
    if (!origins[k].module) {
      *cls = rt_builtin_lookup(origins[k].name);
      rt_incref(*cls);
      return true;
    }
    Value m = rt_import(origins[k].module);
    *cls = rt_getattr(m, origins[k].name);
    rt_decref(m);
    return true;
  }
  if (!strcmp(f->name, "ClassVar") || !strcmp(f->name, "Final"))
    rt_raise(RT_EXC_TypeError, "typing.%s cannot be used with %s()", f->name, check);
  Value m = rt_import("collections.abc"); /* Iterable, Sequence, Callable, ... */
  *cls = rt_getattr(m, f->name);
  rt_decref(m);
  return true;
}

void rt_typing_hooks_init(void) {
  rt_class_getitem_hook = class_getitem;
  rt_type_union_hook = type_union;
}

/* TypeVar(name, *constraints, bound=None, covariant=False, contravariant=False) */
static Value t_typevar(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc < 1 || !rt_is_type(argv[0], &rt_str_type))
    rt_raise(RT_EXC_TypeError, "TypeVar() missing required argument 'name' (pos 1)");
  if (argc == 2) rt_raise(RT_EXC_TypeError, "A single constraint is not allowed");
  Value v = form_new(F_TYPEVAR, rt_str_data(argv[0]), rt_tuple_from(argc - 1, argv + 1)); /* the constraints */
  for (int k = 0; kw && k < kw->n; k++) {
    const char *key = kw->names[k];
    if (strcmp(key, "bound") == 0 && !rt_is_none(kw->values[k])) {
      rt_decref(RT_AS(Form, v)->origin);
      RT_AS(Form, v)->origin = (rt_incref(kw->values[k]), kw->values[k]);
    }
    if (strcmp(key, "covariant") == 0 && rt_truthy(kw->values[k])) RT_AS(Form, v)->variance = '+';
    if (strcmp(key, "contravariant") == 0 && rt_truthy(kw->values[k])) RT_AS(Form, v)->variance = '-';
  }
  return v;
}

/* cast(typ, val) and NewType(name, tp)(x): values pass through unchanged. */
static Value t_cast(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"typ", "val"};
  Value a[2];
  py_parse_pyargs("cast", argc, argv, kw, 2, names, 2, a);
  return rt_incref(a[1]), a[1];
}

static Value t_identity(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("NewType", argc, kw, 1, 1);
  return rt_incref(argv[0]), argv[0];
}

static Value t_newtype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"name", "tp"};
  Value a[2];
  py_parse_pyargs("NewType", argc, argv, kw, 2, names, 2, a);
  return rt_native_new("NewType", t_identity);
}

/* final, no_type_check: decorators that return what they decorate. */
static Value t_decorator(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("decorator", argc, kw, 1, 1);
  return rt_incref(argv[0]), argv[0];
}

/* One annotation as get_type_hints answers it: None is NoneType, a string is evaluated (in the
 * namespaces given, else where get_type_hints was called). */
static Value hint_of(Value v, Value globalns, Value localns) {
  if (rt_is_none(v)) return rt_call(rt_builtin_lookup("type"), 1, &v, NULL);
  if (!rt_is_str(v)) return rt_incref(v), v;
  Value args[3] = {v, globalns, localns};
  int n = rt_is_none(globalns) && rt_is_none(localns) ? 1 : rt_is_none(localns) ? 2 : 3;
  return rt_call(rt_builtin_lookup("eval"), n, args, NULL);
}

static void add_hints(Value hints, Value ann, Value globalns, Value localns) {
  Value k, v;
  for (int64_t pos = 0; rt_dict_next(ann, &pos, &k, &v);) {
    Value h = hint_of(v, globalns, localns);
    int mark = rt_cleanup_push_value(&h);
    rt_dict_set(hints, k, h);
    rt_cleanup_pop(mark, true);
  }
}

/* get_type_hints(obj, globalns=None, localns=None, include_extras=False): the annotations of a
 * function or module, or a class's gathered along its MRO (bases first). */
static Value t_get_type_hints(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"obj", "globalns", "localns", "include_extras"};
  Value a[4];
  py_parse_pyargs("get_type_hints", argc, argv, kw, 4, names, 1, a);
  Value globalns = rt_is_undef(a[1]) ? rt_none() : a[1], localns = rt_is_undef(a[2]) ? rt_none() : a[2];
  Value hints = rt_dict_new(), ann = rt_undef();
  int mark = rt_cleanup_push_value(&hints);
  rt_cleanup_push_value(&ann);
  if (rt_is_class(a[0])) {
    const Tuple *mro = RT_AS(Tuple, RT_AS(ClassObj, a[0])->mro);
    for (int64_t k = mro->n - 1; k >= 0; k--) {
      if (!rt_is_class(mro->items[k])) continue;
      ClassObj *c = RT_AS(ClassObj, mro->items[k]);
      int e = rt_attrmap_find(&c->dict, "__annotations__", 15, rt_name_hash("__annotations__", 15));
      if (e >= 0 && rt_is_dict(c->dict.e[e].value)) add_hints(hints, c->dict.e[e].value, globalns, localns);
    }
  } else if (rt_try_getattr(a[0], "__annotations__", &ann) && rt_is_dict(ann)) {
    add_hints(hints, ann, globalns, localns);
  } else if (!rt_truthy(rt_call(rt_builtin_lookup("callable"), 1, &a[0], NULL))) {
    Value r = rt_repr(a[0]);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "%s is not a module, class, method, or function.", rt_str_data(r));
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return hints;
}

/* The class a typing generic stands for (List -> list, Sequence -> collections.abc.Sequence). */
static Value generic_origin(const char *name) {
  static const char *const builtin[][2] = {{"List", "list"}, {"Dict", "dict"}, {"Set", "set"},
                                           {"FrozenSet", "frozenset"}, {"Tuple", "tuple"}, {"Type", "type"}};
  for (size_t k = 0; k < sizeof builtin / sizeof builtin[0]; k++) {
    if (strcmp(name, builtin[k][0]) == 0) {
      Value c = rt_builtin_lookup(builtin[k][1]);
      return rt_incref(c), c;
    }
  }
  static const char *const coll[][2] = {{"DefaultDict", "defaultdict"}, {"OrderedDict", "OrderedDict"},
                                        {"Counter", "Counter"}, {"Deque", "deque"}, {"ChainMap", "ChainMap"}};
  for (size_t k = 0; k < sizeof coll / sizeof coll[0]; k++) {
    if (strcmp(name, coll[k][0]) == 0) {
      Value mod = rt_import("collections");
      int mark = rt_cleanup_push_value(&mod);
      Value c = rt_getattr(mod, coll[k][1]);
      rt_cleanup_pop(mark, true);
      return c;
    }
  }
  if (strcmp(name, "ClassVar") == 0 || strcmp(name, "Final") == 0) return rt_undef();
  const char *abc = strcmp(name, "AbstractSet") == 0 ? "Set" : strcmp(name, "ContextManager") == 0 ? NULL : name;
  Value mod = rt_import(abc ? "collections.abc" : "contextlib");
  int mark = rt_cleanup_push_value(&mod);
  Value c = rt_getattr(mod, abc ? abc : "AbstractContextManager");
  rt_cleanup_pop(mark, true);
  return c;
}

/* get_origin(tp): the unsubscripted form of a subscripted one (list for List[int] and
 * list[int], Union for Optional[int]), None for anything else. */
static Value t_get_origin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("get_origin", argc, kw, 1, 1);
  if (!rt_is_type(argv[0], &form_type)) return rt_none();
  Form *f = RT_AS(Form, argv[0]);
  if (rt_is_undef(f->args) && (f->kind == F_UNION || f->kind == F_LITERAL)) return rt_none();
  Value r = rt_undef();
  switch (f->kind) {
    case F_ALIAS: return rt_incref(f->origin), f->origin;
    case F_GENERIC: r = generic_origin(f->name); break;
    case F_CALLABLE: r = generic_origin("Callable"); break;
    case F_UNION: {
      Value typing = rt_import("typing");
      int mark = rt_cleanup_push_value(&typing);
      r = rt_getattr(typing, "Union");
      rt_cleanup_pop(mark, true);
      break;
    }
    case F_LITERAL: {
      Value typing = rt_import("typing");
      int mark = rt_cleanup_push_value(&typing);
      r = rt_getattr(typing, "Literal");
      rt_cleanup_pop(mark, true);
      break;
    }
    case F_PIPE: {
      Value types = rt_import("types");
      int mark = rt_cleanup_push_value(&types);
      if (!rt_try_getattr(types, "UnionType", &r)) r = rt_undef();
      rt_cleanup_pop(mark, true);
      break;
    }
    default: break;
  }
  return rt_is_undef(r) ? rt_none() : r;
}

/* get_args(tp): the arguments of a subscripted form (None as NoneType), () else. */
static Value t_get_args(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("get_args", argc, kw, 1, 1);
  if (!rt_is_type(argv[0], &form_type)) return rt_tuple_new(0);
  Form *f = RT_AS(Form, argv[0]);
  if (f->kind == F_TYPEVAR || rt_is_undef(f->args) || !rt_is_tuple(f->args)) return rt_tuple_new(0);
  const Tuple *t = RT_AS(Tuple, f->args);
  Value out = rt_tuple_new(t->n);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t k = 0; k < t->n; k++) {
    Value v = t->items[k];
    v = rt_is_none(v) && f->kind != F_LITERAL ? rt_call(rt_builtin_lookup("type"), 1, &v, NULL) : (rt_incref(v), v);
    rt_tuple_set(out, k, v);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

void rt_typing_module_init(Value m) {
  static const char *const generic[] = {
      "List", "Dict", "Set", "FrozenSet", "Tuple", "Type", "Sequence", "MutableSequence", "Mapping",
      "MutableMapping", "Iterable", "Iterator", "Generator", "Collection", "Container", "Sized",
      "Hashable", "Reversible", "DefaultDict", "OrderedDict", "Counter", "Deque", "ChainMap",
      "AbstractSet", "MutableSet", "KeysView", "ValuesView", "ItemsView", "ContextManager",
      "ClassVar", "Final", "AsyncGenerator", "AsyncIterable", "AsyncIterator", "Awaitable", "Coroutine",
      "MappingView", "IO", "Pattern", "Match", "TypeGuard", "Required", "NotRequired", "Unpack", "Annotated",
      "Concatenate", NULL};
  static const char *const plain[] = {"Any", "NoReturn", "Never", "Self", "LiteralString", "TypeAlias",
                                      "BinaryIO", "TextIO", "ByteString", "SupportsAbs", "SupportsBytes",
                                      "SupportsComplex", "SupportsFloat", "SupportsIndex", "SupportsInt",
                                      "SupportsRound", NULL};
  for (int k = 0; generic[k]; k++) rt_module_set(m, generic[k], form_new(F_GENERIC, generic[k], rt_undef()));
  for (int k = 0; plain[k]; k++) rt_module_set(m, plain[k], form_new(F_PLAIN, plain[k], rt_undef()));
  rt_module_set(m, "Union", form_new(F_UNION, "Union", rt_undef()));
  rt_module_set(m, "Optional", form_new(F_UNION, "Optional", rt_undef()));
  rt_module_set(m, "Callable", form_new(F_CALLABLE, "Callable", rt_undef()));
  rt_module_set(m, "Literal", form_new(F_LITERAL, "Literal", rt_undef()));
  rt_module_set(m, "TYPE_CHECKING", rt_bool(false));
  rt_module_add_fn(m, "TypeVar", t_typevar);
  rt_module_add_fn(m, "cast", t_cast);
  rt_module_add_fn(m, "get_type_hints", t_get_type_hints);
  rt_module_add_fn(m, "get_origin", t_get_origin);
  rt_module_add_fn(m, "get_args", t_get_args);
  rt_module_add_fn(m, "NewType", t_newtype);
  rt_module_add_fn(m, "final", t_decorator);
  rt_module_add_fn(m, "no_type_check", t_decorator);
  rt_module_add_fn(m, "ParamSpec", t_typevar);
  rt_module_add_fn(m, "TypeVarTuple", t_typevar);
  rt_typing_classes_init(m);
  rt_typing_extras_init(m);
}

/* __future__: every feature CPython 3.11 knows is already on (annotations are never evaluated
 * in Weft); each name is bound to the (optional release, mandatory release) pair of its
 * _Feature. */
void rt_future_module_init(Value m) {
  static const struct {
    const char *name;
    int opt[3], mand[3]; /* mandatory {0}: none planned (annotations) */
  } features[] = {
      {"nested_scopes", {2, 1, 0}, {2, 2, 0}},    {"generators", {2, 2, 0}, {2, 3, 0}},
      {"division", {2, 2, 0}, {3, 0, 0}},         {"absolute_import", {2, 5, 0}, {3, 0, 0}},
      {"with_statement", {2, 5, 0}, {2, 6, 0}},   {"print_function", {2, 6, 0}, {3, 0, 0}},
      {"unicode_literals", {2, 6, 0}, {3, 0, 0}}, {"barry_as_FLUFL", {3, 1, 0}, {4, 0, 0}},
      {"generator_stop", {3, 5, 0}, {3, 7, 0}},   {"annotations", {3, 7, 0}, {0, 0, 0}},
  };
  Value all = rt_list_new(0);
  rt_module_set(m, "all_feature_names", all);
  for (size_t k = 0; k < sizeof features / sizeof features[0]; k++) {
    Value opt[3], mand[3];
    for (int j = 0; j < 3; j++) opt[j] = rt_int(features[k].opt[j]), mand[j] = rt_int(features[k].mand[j]);
    Value pair[2] = {rt_tuple_from(3, opt), features[k].mand[0] ? rt_tuple_from(3, mand) : rt_none()};
    rt_module_set(m, features[k].name, rt_tuple_from(2, pair));
    rt_decref(pair[0]), rt_decref(pair[1]);
    Value name = rt_str_from_c(features[k].name);
    rt_list_append(all, name);
    rt_decref(name);
  }
}
