/* descr.c — what class attributes become when read: bound methods (a function with its
 * instance), methods written in C (NativeMethod), staticmethod, classmethod, property, the
 * super object, and NotImplemented; rt_descr_get applies these rules and rt_call_method_kw
 * calls a method found on a class with its instance first. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "gc.h"
#include "objects.h"
#include "ops.h"

/* ---- applying the rules ---- */

static bool is_method(Value v) {
  return rt_binds_as_method(v);
}

Value rt_user_descr_method(Value found, const char *which) {
  if (!rt_is_instance(found)) return rt_undef();
  return rt_class_lookup(RT_AS(Instance, found)->cls, which, NULL);
}

bool rt_is_user_data_descr(Value found) {
  if (!rt_is_instance(found)) return false;
  ClassObj *c = RT_AS(Instance, found)->cls;
  return !rt_is_undef(rt_class_lookup(c, "__get__", NULL)) &&
         (!rt_is_undef(rt_class_lookup(c, "__set__", NULL)) ||
          !rt_is_undef(rt_class_lookup(c, "__delete__", NULL)));
}

/* found.__get__(obj, cls), obj None when read through the class. */
static Value user_get(Value get, Value found, Value obj, ClassObj *cls) {
  Value args[2] = {rt_is_undef(obj) ? rt_none() : obj, rt_obj(cls)};
  return rt_call_method(get, found, 2, args);
}

Value rt_descr_get(Value found, Value obj, ClassObj *cls, const char *name) {
  if (is_method(found)) {
    if (rt_is_undef(obj)) return (rt_incref(found), found);
    return rt_bound_method_new(found, obj);
  }
  if (rt_is_type(found, &rt_staticmethod_type)) {
    Value f = RT_AS(Wrapped, found)->func;
    rt_incref(f);
    return f;
  }
  if (rt_is_type(found, &rt_classmethod_type)) {
    return rt_bound_method_new(RT_AS(Wrapped, found)->func, rt_obj(cls));
  }
  if (rt_is_type(found, &rt_property_type) && !rt_is_undef(obj)) {
    Property *p = RT_AS(Property, found);
    if (rt_is_none(p->fget)) {
      rt_raise(RT_EXC_AttributeError, "property '%s' of '%s' object has no getter", name,
               cls->name);
    }
    return rt_call(p->fget, 1, &obj, NULL);
  }
  Value get = rt_user_descr_method(found, "__get__");
  if (!rt_is_undef(get)) return user_get(get, found, obj, cls);
  rt_incref(found);
  return found;
}

Value rt_call_method_kw(Value found, Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (!is_method(found)) {
    ClassObj *cls = rt_user_class_of(self);
    if (!cls) cls = RT_AS(ClassObj, self);
    Value bound = rt_descr_get(found, self, cls, "?");
    int mark = rt_cleanup_push_value(&bound);
    Value r = rt_call(bound, argc, argv, kw);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value buf[8], *full = buf;
  int mark = -1;
  if (argc + 1 > 8) {
    full = rt_malloc(sizeof(Value) * (size_t)(argc + 1));
    mark = rt_cleanup_push(free, full);
  }
  full[0] = self;
  for (int k = 0; k < argc; k++) full[k + 1] = argv[k]; /* a few values: no memcpy call */
  Value r = rt_call(found, argc + 1, full, kw);
  if (mark >= 0) rt_cleanup_pop(mark, true);
  return r;
}

/* ---- bound methods ---- */

static void bm_free(Obj *o) {
  BoundMethod *m = (BoundMethod *)o;
  rt_decref(m->func);
  rt_decref(m->self);
  free(m);
}

static void bm_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((BoundMethod *)o)->func, arg);
  visit(((BoundMethod *)o)->self, arg);
}

static void bm_clear(Obj *o) {
  BoundMethod *m = (BoundMethod *)o;
  Value func = m->func, self = m->self;
  m->func = m->self = rt_none();
  rt_decref(func);
  rt_decref(self);
}

static Value bm_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  BoundMethod *m = RT_AS(BoundMethod, self);
  return rt_call_method_kw(m->func, m->self, argc, argv, kw);
}

static Value bm_repr(Value self) {
  BoundMethod *m = RT_AS(BoundMethod, self);
  Value q = rt_getattr(m->func, "__qualname__");
  int mark = rt_cleanup_push_value(&q);
  Value r = rt_repr(m->self);
  rt_cleanup_push_value(&r);
  Value s = rt_str_printf("<bound method %s of %s>", rt_str_data(q), rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return s;
}

static Value bm_getattr(Value self, const char *name) {
  BoundMethod *m = RT_AS(BoundMethod, self);
  if (strcmp(name, "__self__") == 0) return (rt_incref(m->self), m->self);
  if (strcmp(name, "__func__") == 0) return (rt_incref(m->func), m->func);
  Value v;
  if (rt_try_getattr(m->func, name, &v)) return v;
  return rt_undef();
}

static Value bm_binop(BinOp op, Value a, Value b) {
  if ((op != RT_OP_EQ && op != RT_OP_NE) || !rt_is_type(a, &rt_bound_method_type) ||
      !rt_is_type(b, &rt_bound_method_type)) {
    return rt_undef();
  }
  BoundMethod *x = RT_AS(BoundMethod, a), *y = RT_AS(BoundMethod, b);
  bool same = rt_is(x->self, y->self) && rt_equal(x->func, y->func);
  return rt_bool(op == RT_OP_EQ ? same : !same);
}

const ObjType rt_bound_method_type = {
    .name = "method",
    .free = bm_free,
    .repr = bm_repr,
    .getattr = bm_getattr,
    .call = bm_call,
    .binop = bm_binop,
    .traverse = bm_traverse,
    .clear = bm_clear,
};

Value rt_bound_method_new(Value func, Value self) {
  BoundMethod *m = rt_malloc(sizeof *m);
  rt_obj_init(&m->hdr, &rt_bound_method_type);
  rt_incref(func);
  rt_incref(self);
  m->func = func;
  m->self = self;
  rt_gc_track(&m->hdr);
  return rt_obj(m);
}

/* ---- methods written in C ---- */

static void nm_free(Obj *o) {
  NativeMethod *m = (NativeMethod *)o;
  rt_decref(m->data);
  free(m->qualname);
  free(m);
}

static Value nm_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeMethod *m = RT_AS(NativeMethod, self);
  rt_parse_style_enter(NULL, RT_PARSE_BUILTIN);
  return m->fn(m->data, argc, argv, kw);
}

static Value nm_repr(Value self) {
  NativeMethod *m = RT_AS(NativeMethod, self);
  if (strncmp(m->qualname, "object.", 7) == 0) {
    return rt_str_printf("<slot wrapper '%s' of 'object' objects>", m->name);
  }
  return rt_str_printf("<function %s at %p>", m->qualname, (void *)m);
}

static Value nm_getattr(Value self, const char *name) {
  NativeMethod *m = RT_AS(NativeMethod, self);
  if (strcmp(name, "__name__") == 0) return rt_str_from_c(m->name);
  if (strcmp(name, "__qualname__") == 0) return rt_str_from_c(m->qualname);
  if (strcmp(name, "__doc__") == 0) return rt_none(); /* generated code (dataclass's __init__) has none */
  return rt_undef();
}

/* The cycle collector (gc.h): a method written in C whose data is the class holding it (a
 * namedtuple's methods, a module function bound to a class it made) is a cycle through that
 * class; without these slots the collector took the method's reference for one from outside
 * and kept the class (and the method, and its module) alive to the end. */
static void nm_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((NativeMethod *)o)->data, arg);
}

static void nm_clear(Obj *o) {
  NativeMethod *m = (NativeMethod *)o;
  Value d = m->data;
  m->data = rt_none();
  rt_decref(d);
}

const ObjType rt_native_method_type = {
    .name = "function",
    .traverse = nm_traverse,
    .clear = nm_clear,
    .free = nm_free,
    .repr = nm_repr,
    .getattr = nm_getattr,
    .call = nm_call,
};

Value rt_native_method_new(const char *name, const char *qualname, NativeFn fn, Value data) {
  NativeMethod *m = rt_malloc(sizeof *m);
  m->qualname = strdup(qualname);
  if (!m->qualname) {
    free(m);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  rt_obj_init(&m->hdr, &rt_native_method_type);
  m->name = name;
  m->fn = fn;
  rt_incref(data);
  m->data = data;
  if (data.tag == RT_OBJ && data.as.o->type->traverse) rt_gc_track(&m->hdr);
  return rt_obj(m);
}

/* ---- staticmethod and classmethod ---- */

static void wrapped_free(Obj *o) {
  rt_decref(((Wrapped *)o)->func);
  free(o);
}

static void wrapped_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((Wrapped *)o)->func, arg);
}

static void drop(Value *slot) {
  Value old = *slot;
  *slot = rt_none();
  rt_decref(old);
}

static void wrapped_clear(Obj *o) { drop(&((Wrapped *)o)->func); }

static Value wrapped_repr(Value self) {
  Value f = rt_repr(RT_AS(Wrapped, self)->func);
  int mark = rt_cleanup_push_value(&f);
  Value s = rt_str_printf("<%s(%s)>", self.as.o->type->name, rt_str_data(f));
  rt_cleanup_pop(mark, true);
  return s;
}

static Value wrapped_getattr(Value self, const char *name) {
  Value f = RT_AS(Wrapped, self)->func;
  if (strcmp(name, "__func__") == 0 || strcmp(name, "__wrapped__") == 0) {
    return (rt_incref(f), f);
  }
  Value v;
  if (rt_try_getattr(f, name, &v)) return v;
  return rt_undef();
}

static Value static_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rt_call(RT_AS(Wrapped, self)->func, argc, argv, kw);
}

const ObjType rt_staticmethod_type = {
    .name = "staticmethod",
    .free = wrapped_free,
    .repr = wrapped_repr,
    .getattr = wrapped_getattr,
    .call = static_call,
    .traverse = wrapped_traverse,
    .clear = wrapped_clear,
};

const ObjType rt_classmethod_type = {
    .name = "classmethod",
    .free = wrapped_free,
    .repr = wrapped_repr,
    .getattr = wrapped_getattr,
    .traverse = wrapped_traverse,
    .clear = wrapped_clear,
};

Value rt_wrapped_new(const ObjType *t, Value func) {
  Wrapped *w = rt_malloc(sizeof *w);
  rt_obj_init(&w->hdr, t);
  rt_incref(func);
  w->func = func;
  rt_gc_track(&w->hdr);
  return rt_obj(w);
}

/* ---- property ---- */

static void prop_free(Obj *o) {
  Property *p = (Property *)o;
  rt_decref(p->fget);
  rt_decref(p->fset);
  rt_decref(p->fdel);
  rt_decref(p->doc);
  free(p);
}

static void prop_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Property *p = (Property *)o;
  visit(p->fget, arg);
  visit(p->fset, arg);
  visit(p->fdel, arg);
  visit(p->doc, arg);
}

static void prop_clear(Obj *o) {
  Property *p = (Property *)o;
  drop(&p->fget);
  drop(&p->fset);
  drop(&p->fdel);
  drop(&p->doc);
}

static Value prop_repr(Value self) { return rt_str_printf("<property object at %p>", (void *)self.as.o); }

/* getter/setter/deleter: a copy of the property with one function replaced */
static Value prop_with(Value self, int argc, const Value *argv, const Kwargs *kw, int which,
                       const char *fname) {
  rt_check_args(fname, argc, kw, 1, 1, RT_ARGS_ONE);
  Property *p = RT_AS(Property, self);
  Value f[3] = {p->fget, p->fset, p->fdel};
  f[which] = argv[0];
  Value doc = p->doc;
  if (which == 0 && rt_is_none(doc)) {
    Value d;
    if (rt_try_getattr(argv[0], "__doc__", &d)) doc = d;
    else doc = rt_none();
    Value r = rt_property_new(f[0], f[1], f[2], doc);
    rt_decref(d);
    return r;
  }
  return rt_property_new(f[0], f[1], f[2], doc);
}

static Value prop_getter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return prop_with(self, argc, argv, kw, 0, "getter");
}
static Value prop_setter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return prop_with(self, argc, argv, kw, 1, "setter");
}
static Value prop_deleter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return prop_with(self, argc, argv, kw, 2, "deleter");
}

static Value prop_getattr(Value self, const char *name) {
  Property *p = RT_AS(Property, self);
  if (strcmp(name, "fget") == 0) return (rt_incref(p->fget), p->fget);
  if (strcmp(name, "fset") == 0) return (rt_incref(p->fset), p->fset);
  if (strcmp(name, "fdel") == 0) return (rt_incref(p->fdel), p->fdel);
  if (strcmp(name, "__doc__") == 0) return (rt_incref(p->doc), p->doc);
  if (strcmp(name, "getter") == 0) return rt_native_bind("getter", prop_getter, self);
  if (strcmp(name, "setter") == 0) return rt_native_bind("setter", prop_setter, self);
  if (strcmp(name, "deleter") == 0) return rt_native_bind("deleter", prop_deleter, self);
  return rt_undef();
}

const ObjType rt_property_type = {
    .name = "property",
    .free = prop_free,
    .repr = prop_repr,
    .getattr = prop_getattr,
    .traverse = prop_traverse,
    .clear = prop_clear,
};

Value rt_property_new(Value fget, Value fset, Value fdel, Value doc) {
  Property *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &rt_property_type);
  Value *f[4] = {&p->fget, &p->fset, &p->fdel, &p->doc};
  Value v[4] = {fget, fset, fdel, doc};
  for (int k = 0; k < 4; k++) {
    if (rt_is_undef(v[k])) v[k] = rt_none();
    rt_incref(v[k]);
    *f[k] = v[k];
  }
  rt_gc_track(&p->hdr);
  return rt_obj(p);
}

/* ---- super ---- */

static void super_free(Obj *o) {
  Super *s = (Super *)o;
  rt_decref(s->thisclass);
  rt_decref(s->obj);
  free(s);
}

static Value super_repr(Value self) {
  Super *s = RT_AS(Super, self);
  ClassObj *c = RT_AS(ClassObj, s->thisclass);
  if (rt_is_class(s->obj)) {
    return rt_str_printf("<super: <class '%s'>, <%s object>>", c->name, "type");
  }
  return rt_str_printf("<super: <class '%s'>, <%s object>>", c->name, s->objtype->name);
}

/* The attribute name found after thisclass on the MRO, with its owner; RT_UNDEF if none. */
static Value super_find(Super *s, const char *name) {
  Tuple *mro = RT_AS(Tuple, s->objtype->mro);
  int64_t k = 0;
  while (k < mro->n && mro->items[k].as.o != s->thisclass.as.o) k++;
  size_t n = strlen(name);
  uint64_t h = rt_name_hash(name, n);
  for (k++; k < mro->n; k++) {
    ClassObj *b = rt_mro_dict(mro->items[k]);
    int e = b ? rt_class_own_find(b, name, n, h) : -1;
    if (e >= 0) return b->dict.e[e].value;
  }
  return rt_undef();
}

bool rt_super_method(Value sup, const char *name, Value *func) {
  Super *s = RT_AS(Super, sup);
  Value found = rt_user_class_of(s->obj) ? super_find(s, name) : rt_undef();
  if (is_method(found)) {
    rt_incref(found);
    *func = found;
    return true;
  }
  *func = rt_getattr(sup, name);
  return false;
}

static Value super_getattr(Value self, const char *name) {
  Super *s = RT_AS(Super, self);
  if (strcmp(name, "__class__") == 0) {
    Value t = rt_builtin_lookup("super");
    return (rt_incref(t), t);
  }
  if (strcmp(name, "__thisclass__") == 0) return (rt_incref(s->thisclass), s->thisclass);
  if (strcmp(name, "__self__") == 0) return (rt_incref(s->obj), s->obj);
  Value found = super_find(s, name);
  if (!rt_is_undef(found)) {
    bool of_class = rt_is_class(s->obj) && s->objtype == RT_AS(ClassObj, s->obj);
    return rt_descr_get(found, of_class ? rt_undef() : s->obj, s->objtype, name);
  }
  rt_raise(RT_EXC_AttributeError, "'super' object has no attribute '%s'", name);
}

/* The cycle collector (gc.h): a super object stored on the instance it is bound to. Cleared,
 * it is bound to its class alone (objtype then stays valid: thisclass holds it). */
static void super_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Super *s = (Super *)o;
  visit(s->thisclass, arg);
  visit(s->obj, arg);
}

static void super_clear(Obj *o) {
  Super *s = (Super *)o;
  Value obj = s->obj;
  s->obj = rt_none();
  s->objtype = RT_AS(ClassObj, s->thisclass);
  rt_decref(obj);
}

const ObjType rt_super_type = {
    .name = "super",
    .traverse = super_traverse,
    .clear = super_clear,
    .free = super_free,
    .repr = super_repr,
    .getattr = super_getattr,
};

Value rt_super_new(Value cls, Value obj) {
  if (!rt_is_class(cls)) {
    rt_raise(RT_EXC_TypeError, "super() argument 1 must be a type, not %s", rt_type_name(cls));
  }
  ClassObj *c = RT_AS(ClassObj, cls), *objtype = rt_user_class_of(obj); /* an instance's */
  if (!objtype && rt_is_class(obj)) objtype = RT_AS(ClassObj, obj);        /* in __new__ */
  if (rt_is_class(obj) && !rt_class_is_subclass(objtype, c) && RT_AS(ClassObj, obj)->metacls) {
    objtype = RT_AS(ClassObj, obj)->metacls; /* a class as an instance of its metaclass */
  }
  if (!objtype || !rt_class_is_subclass(objtype, c)) {
    rt_raise(RT_EXC_TypeError, "super(type, obj): obj must be an instance or subtype of type");
  }
  Super *s = rt_malloc(sizeof *s);
  rt_obj_init(&s->hdr, &rt_super_type);
  rt_incref(cls);
  rt_incref(obj);
  s->thisclass = cls;
  s->obj = obj;
  s->objtype = objtype;
  rt_gc_track(&s->hdr);
  return rt_obj(s);
}

/* ---- NotImplemented ---- */

static void notimpl_free(Obj *o) { (void)o; }

static Value notimpl_repr(Value self) {
  (void)self;
  return rt_str_from_c("NotImplemented");
}

static const ObjType notimpl_type = {
    .name = "NotImplementedType",
    .free = notimpl_free,
    .repr = notimpl_repr,
};

static Obj notimpl_obj = {&notimpl_type, 1, 0};

Value rt_notimplemented(void) { return rt_obj(&notimpl_obj); }
