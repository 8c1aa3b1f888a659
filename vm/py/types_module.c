/* types_module.c — the types module: SimpleNamespace (keyword arguments as attributes, CPython's
 * repr `namespace(a=1, b='x')` and ==), and the classes of the interpreter's own values that
 * programs test with isinstance() (FunctionType, LambdaType, MethodType, BuiltinFunctionType,
 * BuiltinMethodType, GeneratorType, ModuleType, NoneType): the same objects type() returns,
 * now answering isinstance(). GenericAlias is list[int]'s class; UnionType int | None's. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

/* ---- SimpleNamespace ---- */

static Value ns_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc > 1) rt_raise(RT_EXC_TypeError, "no positional arguments expected"); /* 3.11's */
  for (int k = 0; kw && k < kw->n; k++) rt_setattr(argv[0], kw->names[k], kw->values[k]);
  return rt_none();
}

static Value ns_dict(Value self) { return rt_getattr(self, "__dict__"); }

static Value ns_repr(Value data, int argc, const Value *argv, const Kwargs *kw);

/* namespace(...) for SimpleNamespace itself, the subclass's name for a subclass */
static Value ns_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argc, (void)kw;
  Value self = argv[0];
  ClassObj *c = rt_user_class_of(self);
  size_t rn = strlen("__repr__");
  int e = c ? rt_class_own_find(c, "__repr__", rn, rt_name_hash("__repr__", rn)) : -1;
  Value own = e >= 0 ? c->dict.e[e].value : rt_undef();
  bool plain = rt_is_type(own, &rt_native_method_type) && RT_AS(NativeMethod, own)->fn == ns_repr;
  Value d = ns_dict(self);
  int mark = rt_cleanup_push_value(&d);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%s(", plain ? "namespace" : c->name);
  Value key, v;
  bool first = true;
  for (int64_t i = 0; rt_dict_next(d, &i, &key, &v);) {
    Value r = rt_repr(v);
    rt_sb_printf(&sb, "%s%s=%s", first ? "" : ", ", rt_str_data(key), rt_str_data(r));
    rt_decref(r);
    first = false;
  }
  rt_sb_putc(&sb, ')');
  Value out = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  rt_decref(d);
  return out;
}

static Value ns_eq(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argc, (void)kw;
  ClassObj *a = rt_user_class_of(argv[0]), *b = rt_user_class_of(argv[1]);
  if (!b || !a || !(rt_class_is_subclass(b, a) || rt_class_is_subclass(a, b))) return rt_notimplemented();
  Value da = ns_dict(argv[0]);
  int mark = rt_cleanup_push_value(&da);
  Value db = ns_dict(argv[1]);
  rt_cleanup_push_value(&db);
  bool eq = rt_equal(da, db);
  rt_cleanup_pop(mark, true);
  return rt_bool(eq);
}

static void put_method(Value ns, const char *name, NativeFn fn) {
  char qual[64];
  snprintf(qual, sizeof qual, "SimpleNamespace.%s", name);
  Value f = rt_native_method_new(name, qual, fn, rt_none());
  rt_dict_set_str(ns, name, f);
  rt_decref(f);
}

static Value simple_namespace(void) {
  Value ns = rt_dict_new();
  Value mod = rt_str_from_c("types");
  rt_dict_set_str(ns, "__module__", mod);
  rt_decref(mod);
  put_method(ns, "__init__", ns_init);
  put_method(ns, "__repr__", ns_repr);
  put_method(ns, "__eq__", ns_eq);
  rt_dict_set_str(ns, "__hash__", rt_none());
  Value args[3] = {rt_str_from_c("SimpleNamespace"), rt_tuple_new(0), ns};
  Value cls = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("types"));
  RT_AS(ClassObj, cls)->flags |= RT_CLASS_C_TYPE;
  return cls;
}

/* ---- the interpreter's own classes ---- */

static bool named(Value v, const char *name) { return v.tag == RT_OBJ && !strcmp(rt_type_name(v), name); }
static bool is_function(Value v) { return named(v, "function"); }
static bool is_method(Value v) { return named(v, "method"); }
static bool is_builtin(Value v) { return named(v, "builtin_function_or_method"); }
static bool is_generator(Value v) { return named(v, "generator"); }
static bool is_module(Value v) { return named(v, "module"); }
static bool is_mappingproxy(Value v) { return named(v, "mappingproxy"); }

/* MappingProxyType(mapping): a read-only view of the mapping (not a copy: later changes to it
 * show through). A list or tuple is refused, as CPython refuses every non-mapping. */
static Value mp_new(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"mapping"};
  Value a[1];
  if (argc > 1) rt_raise(RT_EXC_TypeError, "mappingproxy() takes at most 1 argument (%d given)", argc);
  rt_parse_args("mappingproxy", argc, argv, kw, 1, names, 1, a);
  Value m = a[0];
  bool mapping = rt_is_dict(m);
  if (!mapping && rt_is_obj(m) && !rt_is_list(m) && !rt_is_tuple(m)) {
    Value probe;
    if (!rt_is_instance(m) && m.as.o->type->getitem) mapping = true;
    else if (rt_try_getattr(m, "__getitem__", &probe)) rt_decref(probe), mapping = true;
  }
  if (!mapping) rt_raise(RT_EXC_TypeError, "mappingproxy() argument must be a mapping, not %s", rt_type_name(m));
  rt_incref(m);
  return rt_mappingproxy_new(m);
}

void rt_types_module_init(Value m) {
  rt_module_set(m, "SimpleNamespace", simple_namespace());
  rt_module_set(m, "FunctionType", rt_named_type_class("function", is_function));
  rt_module_set(m, "LambdaType", rt_named_type_class("function", is_function));
  rt_module_set(m, "MethodType", rt_named_type_class("method", is_method));
  rt_module_set(m, "BuiltinFunctionType", rt_named_type_class("builtin_function_or_method", is_builtin));
  rt_module_set(m, "BuiltinMethodType", rt_named_type_class("builtin_function_or_method", is_builtin));
  rt_module_set(m, "GeneratorType", rt_named_type_class("generator", is_generator));
  rt_module_set(m, "ModuleType", rt_named_type_class("module", is_module));
  Value proxy = rt_named_type_class("mappingproxy", is_mappingproxy);
  RT_AS(NativeFunc, proxy)->fn = mp_new; /* the class type(C.__dict__) gives, made callable */
  rt_module_set(m, "MappingProxyType", proxy);
  rt_module_set(m, "UnionType", rt_typing_union_type());
  rt_module_set(m, "GenericAlias", rt_typing_generic_alias_type());
  Value none = rt_none();
  rt_module_set(m, "NoneType", rt_call(rt_builtin_lookup("type"), 1, &none, NULL));
}
