/* typing_protocol.c — typing.Protocol and runtime_checkable. Protocol's metaclass answers
 * isinstance()/issubclass() as CPython's _ProtocolMeta does: a class deriving from Protocol
 * directly is a protocol; one marked @runtime_checkable matches an object that has every
 * protocol member (methods not None), a class that has every one; a plain protocol refuses the
 * check; a class deriving from a protocol without listing Protocol is checked by inheritance. */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ROOT "__weft_protocol_root__"     /* on Protocol itself */
#define RUNTIME "_is_runtime_protocol"

static bool own_has(ClassObj *c, const char *name) {
  size_t n = strlen(name);
  int e = rt_class_own_find(c, name, n, rt_name_hash(name, n));
  return e >= 0 && !rt_is_undef(c->dict.e[e].value);
}

/* Protocol among the direct bases (CPython's _is_protocol). */
static bool is_protocol(ClassObj *c) {
  const Tuple *b = RT_AS(Tuple, c->bases);
  for (int64_t k = 0; k < b->n; k++)
    if (rt_is_class(b->items[k]) && own_has(RT_AS(ClassObj, b->items[k]), ROOT)) return true;
  return false;
}

static bool excluded(const char *name) {
  static const char *const names[] = {"__parameters__", "__orig_bases__", "__orig_class__", "_is_protocol", RUNTIME,
                                      "__abstractmethods__", "__annotations__", "__dict__", "__doc__", "__init__",
                                      "__module__", "__new__", "__slots__", "__subclasshook__", "__weakref__",
                                      "__class_getitem__", "__qualname__", "_MutableMapping__marker", NULL};
  if (!strncmp(name, "_abc_", 5) || !strncmp(name, "__weft", 6)) return true;
  for (int k = 0; names[k]; k++)
    if (!strcmp(names[k], name)) return true;
  return false;
}

/* The protocol's members: the names its classes (not Protocol, Generic, object) define or annotate. */
static Value protocol_attrs(ClassObj *c) {
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  const Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    if (!rt_is_class(mro->items[k])) continue;
    ClassObj *b = RT_AS(ClassObj, mro->items[k]);
    if (!strcmp(b->name, "Protocol") || !strcmp(b->name, "Generic") || !strcmp(b->name, "object")) continue;
    for (int j = 0; j < b->dict.n; j++) {
      Value key = b->dict.e[j].key;
      if (rt_is_undef(b->dict.e[j].value) || excluded(rt_str_data(key)) || rt_contains(out, key)) continue;
      rt_list_append(out, key);
    }
    int e = rt_class_own_find(b, "__annotations__", 15, rt_name_hash("__annotations__", 15));
    Value ann = e >= 0 ? b->dict.e[e].value : rt_undef();
    Value key, value;
    for (int64_t pos = 0; rt_is_dict(ann) && rt_dict_next(ann, &pos, &key, &value);)
      if (rt_is_str(key) && !excluded(rt_str_data(key)) && !rt_contains(out, key)) rt_list_append(out, key);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* The nominal check: cls on sub's MRO (a class), without the metaclass's hook. */
static bool subclass_of(Value sub, Value cls) {
  return rt_is_class(sub) && rt_class_is_subclass(RT_AS(ClassObj, sub), RT_AS(ClassObj, cls));
}

static void refuse_plain(ClassObj *c) {
  if (is_protocol(c) && !own_has(c, RUNTIME) && rt_is_undef(rt_class_lookup(c, RUNTIME, NULL)))
    rt_raise(RT_EXC_TypeError, "Instance and class checks can only be used with @runtime_checkable protocols");
}

/* Every member found on v (an instance, or a class for issubclass). */
static bool has_members(ClassObj *c, Value v) {
  Value attrs = protocol_attrs(c);
  int mark = rt_cleanup_push_value(&attrs);
  bool all = true;
  List *l = RT_AS(List, attrs);
  for (int64_t k = 0; all && k < l->n; k++) {
    const char *name = rt_str_data(l->items[k]);
    Value got;
    if (!rt_try_getattr(v, name, &got)) {
      all = false;
      continue;
    }
    Value mine = rt_class_lookup(c, name, NULL);
    bool method = !rt_is_undef(mine) && rt_binds_as_method(mine);
    if (method && rt_is_none(got)) all = false;
    rt_decref(got);
  }
  rt_cleanup_pop(mark, true);
  return all;
}

static Value m_instancecheck(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__instancecheck__", argc, kw, 2, 2);
  Value cls = argv[0];
  if (!rt_is_class(cls)) return rt_bool(false);
  ClassObj *c = RT_AS(ClassObj, cls);
  refuse_plain(c);
  ClassObj *t = rt_user_class_of(argv[1]);
  if (t && rt_class_is_subclass(t, c)) return rt_bool(true);
  return rt_bool(is_protocol(c) && has_members(c, argv[1]));
}

static Value m_subclasscheck(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__subclasscheck__", argc, kw, 2, 2);
  Value cls = argv[0];
  if (!rt_is_class(cls)) return rt_bool(false);
  ClassObj *c = RT_AS(ClassObj, cls);
  refuse_plain(c);
  return rt_bool(subclass_of(argv[1], cls) || (is_protocol(c) && rt_is_class(argv[1]) && has_members(c, argv[1])));
}

/* runtime_checkable(cls): marks a protocol class for isinstance(). */
static Value t_runtime_checkable(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("runtime_checkable", argc, kw, 1, 1);
  Value cls = argv[0];
  if (!rt_is_class(cls) || !is_protocol(RT_AS(ClassObj, cls))) {
    Value r = rt_repr(cls);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "@runtime_checkable can be only applied to protocol classes, got %s", rt_str_data(r));
  }
  rt_class_set(RT_AS(ClassObj, cls), RUNTIME, rt_bool(true));
  return rt_incref(cls), cls;
}

/* Protocol(Generic) with the metaclass above; the module's runtime_checkable. */
Value rt_typing_protocol_class(Value m, Value generic) {
  Value type = rt_builtin_lookup("type");
  Value mbases = rt_tuple_from(1, &type);
  Value meta = rt_class_new("_ProtocolMeta", mbases);
  rt_decref(mbases);
  int mark = rt_cleanup_push_value(&meta);
  ClassObj *mc = RT_AS(ClassObj, meta);
  rt_class_set(mc, "__instancecheck__",
               rt_native_method_new("__instancecheck__", "_ProtocolMeta.__instancecheck__", m_instancecheck, rt_none()));
  rt_class_set(mc, "__subclasscheck__",
               rt_native_method_new("__subclasscheck__", "_ProtocolMeta.__subclasscheck__", m_subclasscheck, rt_none()));
  rt_class_set(mc, "__module__", rt_str_from_c("typing"));
  rt_class_finish(meta, rt_none());
  Value args[3] = {rt_str_from_c("Protocol"), rt_tuple_from(1, &generic), rt_dict_new()};
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&args[k]);
  Value proto = rt_type_make(mc, args, rt_undef());
  rt_cleanup_pop(mark, true);
  rt_class_set(RT_AS(ClassObj, proto), "__module__", rt_str_from_c("typing"));
  rt_class_set(RT_AS(ClassObj, proto), ROOT, rt_bool(true));
  rt_module_add_fn(m, "runtime_checkable", t_runtime_checkable);
  return proto;
}
