/* mappingproxy.c — a class's __dict__ as Python shows it: a read-only view (mappingproxy) of a
 * namespace dict that lists what CPython's does: '__module__' first, the class's own
 * attributes, the '__dict__' and '__weakref__' slots a class that introduces instance
 * dictionaries has (getset descriptors), and '__doc__'. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "dict.h"
#include "exc.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

typedef struct Proxy {
  Obj hdr;
  Value dict; /* owned: a snapshot of the namespace */
} Proxy;

/* <attribute '__dict__' of 'T' objects>: only printed. */
typedef struct GetSet {
  Obj hdr;
  char *text;
} GetSet;

static void getset_free(Obj *o) {
  free(((GetSet *)o)->text);
  free(o);
}

static Value getset_repr(Value self) { return rt_str_from_c(RT_AS(GetSet, self)->text); }

static const ObjType getset_type = {.name = "getset_descriptor", .free = getset_free, .repr = getset_repr};

#define P(v) RT_AS(Proxy, v)

static void proxy_free(Obj *o) {
  rt_decref(((Proxy *)o)->dict);
  free(o);
}

static Value proxy_repr(Value self) {
  Value r = rt_repr(P(self)->dict);
  Value out = rt_str_printf("mappingproxy(%s)", rt_str_data(r));
  rt_decref(r);
  return out;
}

static const ObjType proxy_type;

/* str() is the mapping's own (print(C.__dict__) shows a plain dict), repr() wraps it */
static Value proxy_str(Value self) { return rt_to_str(P(self)->dict); }

static Value proxy_getitem(Value self, Value key) { return rt_getitem(P(self)->dict, key); }

/* Comparisons are the mapping's (C.__dict__ == C.__dict__); | gives a dict of both. */
static Value proxy_binop(BinOp op, Value a, Value b) {
  if (op < RT_OP_EQ && op != RT_OP_OR) return rt_undef();
  Value x = rt_is_type(a, &proxy_type) ? P(a)->dict : a, y = rt_is_type(b, &proxy_type) ? P(b)->dict : b;
  return rt_binop(op, x, y);
}

static void proxy_setitem(Value self, Value key, Value v) {
  (void)self, (void)key, (void)v;
  rt_raise(RT_EXC_TypeError, "'mappingproxy' object does not support item assignment");
}

static int proxy_contains(Value self, Value key) { return rt_contains(P(self)->dict, key); }
static int64_t proxy_len(Value self) { return rt_len(P(self)->dict); }
static Value proxy_iter(Value self) { return rt_iter(P(self)->dict); }

/* keys values items get copy: the dict's (copy gives a dict, as CPython's does) */
static Value proxy_getattr(Value self, const char *name) {
  static const char *const methods[] = {"keys", "values", "items", "get", "copy"};
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(name, methods[k]) == 0) return rt_getattr(P(self)->dict, name);
  }
  return rt_undef();
}

static const ObjType proxy_type = {
    .name = "mappingproxy",
    .free = proxy_free,
    .repr = proxy_repr,
    .str = proxy_str,
    .binop = proxy_binop,
    .getitem = proxy_getitem,
    .setitem = proxy_setitem,
    .contains = proxy_contains,
    .len = proxy_len,
    .iter = proxy_iter,
    .getattr = proxy_getattr,
};

/* Is c the first class on its MRO to give instances __dict__ and __weakref__ slots (no
 * __slots__, no user base that already did)? Exceptions have their __dict__ already. */
static bool first_with_dict(ClassObj *c) {
  if (c->flags & RT_CLASS_NO_DICT) return false;
  const Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 1; k < mro->n; k++) {
    Value b = mro->items[k];
    if (rt_is_class(b) && !(RT_AS(ClassObj, b)->flags & (RT_CLASS_OBJECT | RT_CLASS_BUILTIN))) return false;
  }
  return true;
}

static void put_getset(Value d, const char *attr, const char *kind, const char *cls) {
  GetSet *g = rt_malloc(sizeof *g);
  rt_obj_init(&g->hdr, &getset_type);
  Value t = rt_str_printf("<%s '%s' of '%s' objects>", kind, attr, cls);
  g->text = rt_strdup(rt_str_data(t));
  rt_decref(t);
  Value v = rt_obj(g);
  rt_dict_set_str(d, attr, v);
  rt_decref(v);
}

static void put_member(Value d, ClassObj *c, const char *attr) {
  Value v = rt_member_descr_new(rt_obj(c), attr);
  rt_dict_set_str(d, attr, v);
  rt_decref(v);
}

/* The member descriptors of a class's own __slots__ (a str or an iterable of them). */
static void put_slots(Value d, ClassObj *c) {
  Value slots = rt_dict_get_str(d, "__slots__");
  if (rt_is_undef(slots)) return;
  if (rt_is_str(slots)) {
    put_member(d, c, rt_str_data(slots));
    return;
  }
  Value it = rt_iter(slots), name;
  int mark = rt_cleanup_push_value(&it);
  while (rt_next(it, &name)) {
    if (rt_is_str(name)) put_member(d, c, rt_str_data(name));
    rt_decref(name);
  }
  rt_cleanup_pop(mark, true);
}

Value rt_mappingproxy_new(Value dict) {
  Proxy *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &proxy_type);
  p->dict = dict;
  return rt_obj(p);
}

Value rt_class_dict_proxy(Value cls) {
  ClassObj *c = RT_AS(ClassObj, cls);
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  Value mod = rt_getattr(cls, "__module__");
  rt_dict_set_str(d, "__module__", mod);
  rt_decref(mod);
  for (int k = 0; k < c->dict.n; k++) {
    Value v = c->dict.e[k].value;
    bool no_doc = rt_is_none(v) && strcmp(rt_str_data(c->dict.e[k].key), "__doc__") == 0;
    if (!rt_is_undef(v) && !no_doc) rt_dict_set(d, c->dict.e[k].key, v); /* None: last, below */
  }
  put_slots(d, c);
  if (first_with_dict(c)) {
    if (c->base_kind != RT_BASE_EXC) put_getset(d, "__dict__", "attribute", c->name);
    put_getset(d, "__weakref__", "attribute", c->name);
  }
  if (rt_is_undef(rt_dict_get_str(d, "__doc__"))) rt_dict_set_str(d, "__doc__", rt_none());
  Proxy *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &proxy_type);
  p->dict = d;
  rt_cleanup_pop(mark, false);
  return rt_obj(p);
}
