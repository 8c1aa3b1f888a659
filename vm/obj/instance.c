/* instance.c — instances of user classes and their attributes. An instance keeps its
 * attributes in slots whose indexes its class's slot map assigns (one map per class, shared by
 * all its instances), so an attribute access is an index once the per-instruction cache
 * (AttrCache) knows the name's slot; the generic paths follow Python's order: data
 * descriptors (properties) of the class, the instance's own attributes, the class's other
 * attributes, then __getattr__. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "native.h"
#include "dict.h"
#include "exc.h"
#include "gc.h"
#include "objects.h"
#include "ops.h"
#include "tuplegetter.h"

/* ---- allocation ---- */

/* Freed small instances (up to FREE_SLOTS inline slots) kept per slot count for the next
 * ones: code that makes and drops many small objects (vectors, particles) skips malloc/free.
 * Each list is bounded and thread-local (a VM runs on one thread). */
enum { FREE_SLOTS = 6, FREE_MAX = 64 };
static _Thread_local Instance *free_list[FREE_SLOTS + 1];
static _Thread_local int free_count[FREE_SLOTS + 1];

static Instance *instance_alloc(int n) {
  if (n <= FREE_SLOTS && free_list[n]) {
    Instance *o = free_list[n];
    free_list[n] = o->gc_next;
    free_count[n]--;
    return o;
  }
  return rt_malloc(sizeof(Instance) + sizeof(Value) * (size_t)n);
}

static void instance_release(Instance *o) {
  int n = o->nslots;
  if (o->slots == o->inl && rt_is_undef(o->dict) && n <= FREE_SLOTS && free_count[n] < FREE_MAX) {
    o->gc_next = free_list[n];
    free_list[n] = o;
    free_count[n]++;
    return;
  }
  free(o);
}

Value rt_instance_new(ClassObj *cls) {
  int n = cls->slots.n;
  Instance *o = instance_alloc(n);
  rt_obj_init(&o->hdr, &rt_instance_type);
  rt_incref(rt_obj(cls));
  o->cls = cls;
  o->slots = o->inl;
  o->nslots = n;
  o->base = rt_undef();
  o->dict = rt_undef();
  o->finalized = false;
  for (int k = 0; k < n; k++) o->inl[k] = rt_undef();
  o->gc_next = NULL;
  o->gc_pprev = NULL;
  RtGcList *gc = rt_gc_current();
  if (gc) {
    o->gc_next = gc->instances;
    if (o->gc_next) o->gc_next->gc_pprev = &o->gc_next;
    o->gc_pprev = &gc->instances;
    gc->instances = o;
  }
  rt_gc_track(&o->hdr);
  return rt_obj(o);
}

bool (*rt_instance_del_hook)(Obj *o);

/* The class defines __del__ (not one the collector is clearing: its MRO is gone then). */
static bool has_del(ClassObj *c) {
  return rt_is_tuple(c->mro) && !rt_is_undef(rt_class_special(c, RT_SP_DEL));
}

/* A class with __del__: the instance lives on (its count 1, held by the VM's queue) until
 * its __del__ has run, as CPython calls it when the count reaches zero. */
static bool defer_del(Instance *o) {
  if (o->finalized || !rt_instance_del_hook || !has_del(o->cls)) {
    return false;
  }
  o->finalized = true;
  o->hdr.refcount = 1;
  if (rt_instance_del_hook(&o->hdr)) return true;
  o->hdr.refcount = 0;
  return false;
}

/* The cycle collector found o in garbage: its __del__ runs before anything is cleared. */
bool rt_instance_finalize(Obj *obj) {
  Instance *o = (Instance *)obj;
  if (o->finalized || !rt_instance_del_hook || !has_del(o->cls)) {
    return false;
  }
  o->finalized = true;
  obj->refcount++;
  if (rt_instance_del_hook(obj)) return true;
  obj->refcount--;
  return false;
}

void rt_instance_free(Obj *obj) {
  Instance *o = (Instance *)obj;
  if (defer_del(o)) return;
  if (o->gc_pprev) {
    *o->gc_pprev = o->gc_next;
    if (o->gc_next) o->gc_next->gc_pprev = o->gc_pprev;
  }
  for (int k = 0; k < o->nslots; k++) rt_decref(o->slots[k]);
  if (o->slots != o->inl) free(o->slots);
  rt_decref(o->base);
  rt_decref(o->dict);
  rt_decref(rt_obj(o->cls));
  instance_release(o);
}

void rt_instance_traverse(Obj *obj, void (*visit)(Value, void *), void *arg) {
  Instance *o = (Instance *)obj;
  visit(rt_obj(o->cls), arg);
  for (int k = 0; k < o->nslots; k++) visit(o->slots[k], arg);
  visit(o->base, arg);
  visit(o->dict, arg);
}

/* The class stays: rt_instance_free reads it (and classes are not tracked). */
void rt_instance_clear(Obj *obj) {
  Instance *o = (Instance *)obj;
  o->finalized = true; /* its attributes are gone: too late for __del__ */
  for (int k = 0; k < o->nslots; k++) {
    Value old = o->slots[k];
    o->slots[k] = rt_undef();
    rt_decref(old);
  }
  Value base = o->base, dict = o->dict;
  o->base = rt_undef();
  o->dict = rt_undef();
  rt_decref(base);
  rt_decref(dict);
}

static Value attrs_dict(int n, const Value *keys, const Value *values);
static void to_dict_mode(Instance *o, Value d);

/* A new attribute at slot s while one of a later slot is set: the instance's attributes were
 * set in another order than the class's map has them (another instance set them first), and
 * its __dict__ must keep its own order, so it moves to a dict of its own, where the attribute
 * goes. False when it stays in slots. */
static bool store_out_of_order(Instance *o, int s, Value v) {
  if (s >= o->nslots || !rt_is_undef(o->slots[s]) || (o->cls->flags & RT_CLASS_NO_DICT)) return false;
  bool later = false;
  for (int k = s + 1; k < o->nslots && !later; k++) later = !rt_is_undef(o->slots[k]);
  if (!later) return false;
  Value d = rt_vars(rt_obj(o)); /* moves it to a dict unless some slots belong to a base's __slots__ */
  rt_decref(d);
  if (rt_is_undef(o->dict)) return false;
  rt_dict_set(o->dict, o->cls->slots.e[s].key, v);
  return true;
}

/* Store v (borrowed) in slot s, growing the slots to the class's current map. */
static void store(Instance *o, int s, Value v) {
  if (store_out_of_order(o, s, v)) return;
  if (s >= o->nslots) {
    int cap = o->cls->slots.n > s + 1 ? o->cls->slots.n : s + 1;
    if (cap < 2 * o->nslots) cap = 2 * o->nslots;
    Value *more = rt_malloc(sizeof(Value) * (size_t)cap);
    memcpy(more, o->slots, sizeof(Value) * (size_t)o->nslots);
    for (int k = o->nslots; k < cap; k++) more[k] = rt_undef();
    if (o->slots != o->inl) free(o->slots);
    o->slots = more;
    o->nslots = cap;
  }
  rt_incref(v);
  Value old = o->slots[s];
  o->slots[s] = v;
  rt_decref(old);
}

static inline bool has_slot(const Instance *o, int s) {
  return (unsigned)s < (unsigned)o->nslots && !rt_is_undef(o->slots[s]);
}

/* ---- the generic paths ---- */

static bool is_method(Value v) {
  return rt_binds_as_method(v);
}

static bool is_descriptor(Value v) {
  return is_method(v) || rt_is_type(v, &rt_property_type) || rt_is_type(v, &rt_tuplegetter_type) ||
         rt_is_type(v, &rt_staticmethod_type) || rt_is_type(v, &rt_classmethod_type) ||
         !rt_is_undef(rt_user_descr_method(v, "__get__")) ||
         !rt_is_undef(rt_user_descr_method(v, "__set__")) ||
         !rt_is_undef(rt_user_descr_method(v, "__delete__"));
}

static _Noreturn void no_attr(Value obj, const char *name) {
  rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute '%s'", rt_type_name(obj), name);
}

static bool dunder(const char *name, const char *what) {
  return name[0] == '_' && name[1] == '_' && strcmp(name, what) == 0;
}

typedef struct HookCall {
  Value method, obj, name, result;
} HookCall;

static void call_hook(void *ud) {
  HookCall *h = ud;
  h->result = rt_call_method(h->method, h->obj, 1, &h->name);
}

/* obj.name through the class's own __getattribute__; when that raises AttributeError and the
 * class has __getattr__, __getattr__'s answer (CPython's slot_tp_getattr_hook). */
static Value custom_getattribute(Value obj, ClassObj *c, Value ga, const char *name) {
  Value g = rt_class_special(c, RT_SP_GETATTR);
  HookCall h = {ga, obj, rt_str_from_c(name), rt_undef()};
  int mark = rt_cleanup_push_value(&h.name);
  if (rt_is_undef(g)) {
    call_hook(&h);
  } else if (rt_pcall(call_hook, &h)) {
    const Exception *e = rt_error_current();
    if (!e || !rt_exc_kind_is(e->kind, RT_EXC_AttributeError)) rt_reraise();
    rt_error_clear();
    h.method = g;
    call_hook(&h);
  }
  rt_cleanup_pop(mark, true);
  return h.result;
}

/* obj.name without raising: RT_UNDEF when absent (hook: then ask __getattr__). */
Value rt_instance_getattr_generic(Value obj, const char *name, bool hook) {
  Instance *o = RT_AS(Instance, obj);
  ClassObj *c = o->cls;
  if (hook) {
    Value ga = rt_class_special(c, RT_SP_GETATTRIBUTE);
    if (!rt_is_undef(ga)) return custom_getattribute(obj, c, ga, name);
  }
  if (dunder(name, "__class__")) return (rt_incref(rt_obj(c)), rt_obj(c));
  if (dunder(name, "__dict__") && !(c->flags & RT_CLASS_NO_DICT)) return rt_vars(obj);
  size_t n = strlen(name);
  uint64_t h = rt_name_hash(name, n);
  Value found = rt_class_lookup_h(c, name, n, h, NULL, NULL);
  if (rt_is_type(found, &rt_tuplegetter_type)) return rt_tuplegetter_get(found, obj);
  if (rt_is_type(found, &rt_property_type) || rt_is_user_data_descr(found)) {
    return rt_descr_get(found, obj, c, name);
  }
  if (!rt_is_undef(o->dict)) {
    Value v = rt_dict_get_str(o->dict, name);
    if (!rt_is_undef(v)) return (rt_incref(v), v);
  }
  int s = rt_attrmap_find(&c->slots, name, n, h);
  if (has_slot(o, s)) {
    rt_incref(o->slots[s]);
    return o->slots[s];
  }
  if (!rt_is_undef(found)) return rt_descr_get(found, obj, c, name);
  /* the class's own __module__ and __doc__ (computed, not in its dict) show through instances */
  if (dunder(name, "__module__") || dunder(name, "__doc__")) return rt_getattr(rt_obj(c), name);
  Value g = hook ? rt_class_special(c, RT_SP_GETATTR) : rt_undef();
  if (rt_is_undef(g)) return rt_undef();
  Value nm = rt_str_new(name, n);
  int mark = rt_cleanup_push_value(&nm);
  Value r = rt_call_method(g, obj, 1, &nm);
  rt_cleanup_pop(mark, true);
  return r;
}

/* object.__setattr__: properties' setters, else the instance's own attribute. */
void rt_instance_setattr_generic(Value obj, const char *name, Value v) {
  Instance *o = RT_AS(Instance, obj);
  ClassObj *c = o->cls;
  size_t n = strlen(name);
  Value found = rt_class_lookup_h(c, name, n, rt_name_hash(name, n), NULL, NULL);
  if (rt_is_type(found, &rt_property_type)) {
    Property *p = RT_AS(Property, found);
    if (rt_is_none(p->fset)) {
      rt_raise(RT_EXC_AttributeError, "property '%s' of '%s' object has no setter", name, c->name);
    }
    Value args[2] = {obj, v};
    rt_decref(rt_call(p->fset, 2, args, NULL));
    return;
  }
  if (rt_is_type(found, &rt_tuplegetter_type)) rt_raise(RT_EXC_AttributeError, "can't set attribute");
  Value set = rt_user_descr_method(found, "__set__");
  if (!rt_is_undef(set)) {
    Value args[2] = {obj, v};
    rt_decref(rt_call_method(set, found, 2, args));
    return;
  }
  if (!rt_is_undef(rt_user_descr_method(found, "__delete__"))) {
    rt_raise(RT_EXC_AttributeError, "__set__");
  }
  if (c->flags & RT_CLASS_OBJECT) no_attr(obj, name);
  if (dunder(name, "__class__") || dunder(name, "__dict__")) {
    rt_raise(RT_EXC_TypeError, "assigning '%s' is not supported in Weft", name);
  }
  if ((c->flags & RT_CLASS_NO_DICT) &&
      rt_attrmap_find(&c->slots, name, n, rt_name_hash(name, n)) < 0) {
    no_attr(obj, name); /* not one of its __slots__ */
  }
  if (!rt_is_undef(o->dict)) {
    rt_dict_set_str(o->dict, name, v);
    return;
  }
  store(o, rt_class_slot(c, name, n), v);
}

/* object.__delattr__ */
void rt_instance_delattr_generic(Value obj, const char *name) {
  Instance *o = RT_AS(Instance, obj);
  ClassObj *c = o->cls;
  size_t n = strlen(name);
  uint64_t h = rt_name_hash(name, n);
  Value found = rt_class_lookup_h(c, name, n, h, NULL, NULL);
  if (rt_is_type(found, &rt_property_type)) {
    Property *p = RT_AS(Property, found);
    if (rt_is_none(p->fdel)) {
      rt_raise(RT_EXC_AttributeError, "property '%s' of '%s' object has no deleter", name,
               c->name);
    }
    rt_decref(rt_call(p->fdel, 1, &obj, NULL));
    return;
  }
  if (rt_is_type(found, &rt_tuplegetter_type)) rt_raise(RT_EXC_AttributeError, "can't delete attribute");
  Value del = rt_user_descr_method(found, "__delete__");
  if (!rt_is_undef(del)) {
    rt_decref(rt_call_method(del, found, 1, &obj));
    return;
  }
  if (!rt_is_undef(rt_user_descr_method(found, "__set__"))) {
    rt_raise(RT_EXC_AttributeError, "__delete__");
  }
  if (!rt_is_undef(o->dict)) {
    Value key = rt_str_from_c(name);
    int mark = rt_cleanup_push_value(&key);
    bool had = rt_dict_del(o->dict, key);
    rt_cleanup_pop(mark, true);
    if (!had) no_attr(obj, name);
    return;
  }
  int s = rt_attrmap_find(&c->slots, name, n, h);
  if (!has_slot(o, s)) {
    if (s >= 0 && (c->flags & RT_CLASS_NO_DICT)) rt_raise(RT_EXC_AttributeError, "%s", name);
    no_attr(obj, name);
  }
  Value old = o->slots[s];
  o->slots[s] = rt_undef();
  rt_decref(old);
}

/* The instance ObjType's slots (instance_ops.c puts them in the table). */
Value rt_instance_getattr_slot(Value self, const char *name) {
  return rt_instance_getattr_generic(self, name, true);
}

bool rt_instance_setattr_slot(Value self, const char *name, Value v) {
  Value hook = rt_class_special(RT_AS(Instance, self)->cls, RT_SP_SETATTR);
  if (rt_is_undef(hook)) {
    rt_instance_setattr_generic(self, name, v);
    return true;
  }
  Value args[2] = {rt_str_from_c(name), v};
  int mark = rt_cleanup_push_value(&args[0]);
  rt_decref(rt_call_method(hook, self, 2, args));
  rt_cleanup_pop(mark, true);
  return true;
}

void rt_delattr(Value obj, const char *name) {
  if (rt_is_instance(obj)) {
    Value hook = rt_class_special(RT_AS(Instance, obj)->cls, RT_SP_DELATTR);
    if (rt_is_undef(hook)) {
      rt_instance_delattr_generic(obj, name);
      return;
    }
    Value nm = rt_str_from_c(name);
    int mark = rt_cleanup_push_value(&nm);
    rt_decref(rt_call_method(hook, obj, 1, &nm));
    rt_cleanup_pop(mark, true);
    return;
  }
  if (rt_is_class(obj)) {
    ClassObj *c = RT_AS(ClassObj, obj);
    if (c->flags & RT_CLASS_OBJECT) {
      rt_raise(RT_EXC_TypeError, "cannot set '%s' attribute of immutable type 'object'", name);
    }
    rt_class_set(c, name, rt_undef());
    return;
  }
  if (rt_is_type(obj, &rt_module_type) && RT_AS(Module, obj)->live && !rt_is_undef(rt_module_lookup(obj, name))) {
    RT_AS(Module, obj)->live->store(obj, name, rt_undef()); /* del helper.x: the global goes */
    return;
  }
  if (rt_is_native(obj) || rt_is_exc_class(obj)) /* a builtin class raises */
    obj.as.o->type->setattr(obj, name, rt_undef());
  Value probe;
  if (rt_try_getattr(obj, name, &probe)) {
    rt_decref(probe);
    rt_raise(RT_EXC_AttributeError, "'%s' object attribute '%s' is read-only", rt_type_name(obj),
             name);
  }
  no_attr(obj, name);
}

/* ---- cached paths (the VM's GETATTR, SETATTR, LOADMETHOD) ---- */

static void ac_fill(AttrCache *ac, ClassObj *c, Value name, bool for_set) {
  const Str *s = RT_AS(Str, name);
  size_t n = (size_t)s->nbytes;
  uint64_t h = rt_name_hash(s->data, n);
  ClassObj *owner = NULL;
  int entry = -1;
  Value found = rt_class_lookup_h(c, s->data, n, h, &owner, &entry);
  ac->u.owner = owner;
  ac->entry = entry;
  if ((c->flags & RT_CLASS_OBJECT) || dunder(s->data, "__class__") ||
      dunder(s->data, "__dict__") ||
      (!for_set && !rt_is_undef(rt_class_special(c, RT_SP_GETATTRIBUTE)))) {
    ac->kind = RT_AC_SLOW;
  } else if (!rt_is_undef(found) && is_method(found) && !for_set) {
    ac->kind = RT_AC_METHOD;
    ac->u.cattr = found.as.o;
  } else if (!rt_is_undef(found) && is_descriptor(found)) {
    ac->kind = RT_AC_SLOW;
  } else {
    ac->kind = RT_AC_PLAIN;
  }
  if (for_set && ac->kind != RT_AC_SLOW) {
    ac->kind = rt_is_undef(rt_class_special(c, RT_SP_SETATTR)) ? RT_AC_PLAIN : RT_AC_SLOW;
    if (ac->kind == RT_AC_PLAIN && (c->flags & RT_CLASS_NO_DICT) &&
        rt_attrmap_find(&c->slots, s->data, n, h) < 0) {
      ac->kind = RT_AC_SLOW; /* not one of its __slots__: the generic path raises */
    }
    if (ac->kind == RT_AC_PLAIN) rt_class_slot(c, s->data, n); /* may change the tag */
  }
  ac->slot = rt_attrmap_find(&c->slots, s->data, n, h);
  ac->tag = c->tag;
}

/* The way of the two-way cache ac[0..1] that holds c's answer, filled when neither does (the
 * older answer moves to way 1: a site that sees two classes keeps both). */
static AttrCache *ac_way(AttrCache *ac, ClassObj *c, Value name, bool for_set) {
  if (ac[0].tag == c->tag) return &ac[0];
  if (ac[1].tag == c->tag) return &ac[1];
  ac[1] = ac[0];
  ac_fill(&ac[0], c, name, for_set);
  return &ac[0];
}

Value rt_instance_getattr_ic(Value obj, Value name, AttrCache *ac2) {
  Instance *o = RT_AS(Instance, obj);
  ClassObj *c = o->cls;
  AttrCache *ac = ac_way(ac2, c, name, false);
  if (ac->kind != RT_AC_SLOW && rt_is_undef(o->dict)) {
    if (has_slot(o, ac->slot)) {
      rt_incref(o->slots[ac->slot]);
      return o->slots[ac->slot];
    }
    if (ac->kind == RT_AC_METHOD) return rt_bound_method_new(rt_obj(ac->u.cattr), obj);
    if (ac->entry >= 0) {
      Value v = ac->u.owner->dict.e[ac->entry].value;
      rt_incref(v);
      return v;
    }
  } else if (ac->kind == RT_AC_SLOW && ac->entry >= 0 && ac->u.owner && rt_is_type(ac->u.owner->dict.e[ac->entry].value, &rt_tuplegetter_type) &&
             rt_is_undef(rt_class_special(c, RT_SP_GETATTRIBUTE))) {
    return rt_tuplegetter_get(ac->u.owner->dict.e[ac->entry].value, obj); /* a namedtuple's field */
  }
  Value v = rt_instance_getattr_generic(obj, rt_str_data(name), true);
  if (rt_is_undef(v)) {
    rt_raise_attr_error(obj, rt_str_data(name), "'%s' object has no attribute '%s'", rt_type_name(obj),
                        rt_str_data(name));
  }
  return v;
}

void rt_instance_setattr_ic(Value obj, Value name, Value v, AttrCache *ac2) {
  Instance *o = RT_AS(Instance, obj);
  ClassObj *c = o->cls;
  AttrCache *ac = ac_way(ac2, c, name, true);
  if (ac->kind == RT_AC_PLAIN && ac->slot >= 0 && rt_is_undef(o->dict)) {
    store(o, ac->slot, v);
    return;
  }
  rt_instance_setattr_slot(obj, rt_str_data(name), v);
}

bool rt_load_method(Value obj, Value name, AttrCache *ac2, Value *func, Value *self) {
  *self = obj;
  if (rt_is_type(obj, &rt_super_type)) {
    *self = RT_AS(Super, obj)->obj;
    return rt_super_method(obj, rt_str_data(name), func);
  }
  if (!rt_is_instance(obj)) {
    *func = rt_getattr(obj, rt_str_data(name));
    return false;
  }
  Instance *o = RT_AS(Instance, obj);
  AttrCache *ac = ac_way(ac2, o->cls, name, false);
  if (ac->kind == RT_AC_METHOD && !has_slot(o, ac->slot) && rt_is_undef(o->dict)) {
    *func = rt_obj(ac->u.cattr);
    rt_incref(*func);
    return true;
  }
  *func = rt_instance_getattr_ic(obj, name, ac2);
  return false;
}

/* ---- vars() ---- */

/* vars(x) and x.__dict__: a new dict of the attributes in order (a copy: assigning to it does
 * not change the object). */
static Value attrs_dict(int n, const Value *keys, const Value *values) {
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  for (int k = 0; k < n; k++) rt_dict_set(d, keys[k], values[k]);
  rt_cleanup_pop(mark, false);
  return d;
}

/* An exception's attributes (those it keeps as attributes: errno, user's) by name. */
static Value exc_vars(Value exc) {
  const ExcAttr *a;
  int n = rt_exc_attrs(exc, &a);
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  for (int k = 0; k < n; k++) rt_dict_set_str(d, a[k].name, a[k].value);
  rt_cleanup_pop(mark, false);
  return d;
}

/* Is the attribute one of a base's __slots__, or of the class's own when it has a __dict__
 * besides (kept out of the instance's __dict__)? */
static bool in_base_slots(ClassObj *c, const AttrSlot *e) {
  Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    Value b = mro->items[k];
    if (!rt_is_class(b)) continue;
    const Str *name = RT_AS(Str, e->key);
    if ((RT_AS(ClassObj, b)->flags & RT_CLASS_SLOTS) && rt_class_lists_slot(RT_AS(ClassObj, b), name->data)) return true;
    if (k == 0 || !(RT_AS(ClassObj, b)->flags & RT_CLASS_NO_DICT)) continue;
    if (rt_attrmap_find(&RT_AS(ClassObj, b)->slots, name->data, (size_t)name->nbytes, e->hash) >= 0) {
      return true;
    }
  }
  return false;
}

/* Does a class on c's MRO name members (__slots__) an instance's slots may hold? Such an
 * instance keeps its slots: a member set later must not land in a __dict__. */
static bool has_members(ClassObj *c) {
  Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    Value b = mro->items[k];
    if (rt_is_class(b) && (RT_AS(ClassObj, b)->flags & (RT_CLASS_SLOTS | RT_CLASS_NO_DICT))) return true;
  }
  return false;
}

static int count_set(const Value *values, int n) {
  int k = 0;
  for (int j = 0; j < n; j++) k += !rt_is_undef(values[j]);
  return k;
}

/* From now on d (which holds every attribute: none is a base's __slots__ entry) is where o's
 * attributes live: the slots are emptied, so the VM's slot paths miss and take the generic
 * ones, which read and write d. */
static void to_dict_mode(Instance *o, Value d) {
  rt_incref(d);
  o->dict = d;
  for (int j = 0; j < o->nslots; j++) {
    Value old = o->slots[j];
    o->slots[j] = rt_undef();
    rt_decref(old);
  }
  if (o->slots != o->inl) free(o->slots);
  o->slots = o->inl;
  o->nslots = 0;
}

Value rt_vars(Value obj) {
  AttrMap *m = NULL;
  const Value *values = NULL;
  int n = 0;
  if (rt_is_exception(obj)) return exc_vars(obj);
  if (rt_is_instance(obj)) {
    Instance *o = RT_AS(Instance, obj);
    if (o->cls->flags & RT_CLASS_NO_DICT) {
      rt_raise(RT_EXC_TypeError, "vars() argument must have __dict__ attribute");
    }
    if (!rt_is_undef(o->dict)) return (rt_incref(o->dict), o->dict);
    m = &o->cls->slots;
    values = o->slots;
    n = o->nslots < m->n ? o->nslots : m->n;
  } else if (rt_is_class(obj)) {
    m = &RT_AS(ClassObj, obj)->dict;
    n = m->n;
  } else if (rt_is_type(obj, &rt_module_type)) {
    return rt_module_dict(obj);
  } else {
    rt_raise(RT_EXC_TypeError, "vars() argument must have __dict__ attribute");
  }
  Value *keys = rt_malloc(sizeof(Value) * 2 * (size_t)(n ? n : 1));
  int mark = rt_cleanup_push(free, keys);
  Value *vals = keys + n;
  int k = 0;
  for (int j = 0; j < n; j++) {
    Value v = values ? values[j] : m->e[j].value;
    if (rt_is_undef(v) || (values && in_base_slots(RT_AS(Instance, obj)->cls, &m->e[j]))) continue;
    keys[k] = m->e[j].key;
    vals[k++] = v;
  }
  Value d = attrs_dict(k, keys, vals);
  rt_cleanup_pop(mark, true);
  if (values && k == count_set(values, n) && !has_members(RT_AS(Instance, obj)->cls)) to_dict_mode(RT_AS(Instance, obj), d);
  return d;
}
