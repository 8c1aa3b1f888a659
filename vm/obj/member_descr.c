/* member_descr.c — the member descriptor a class's __slots__ entry puts on the class
 * (type(P.x) is member_descriptor): printed as <member 'x' of 'P' objects>, with __name__,
 * __objclass__ (the class whose __slots__ listed it), and __get__/__set__/__delete__ that read
 * and write the slot of an instance. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

typedef struct Member {
  Obj hdr;
  Value owner; /* owned: the class whose __slots__ lists the name */
  Value name;  /* owned str */
} Member;

#define M(v) RT_AS(Member, v)

static void member_free(Obj *o) {
  rt_decref(((Member *)o)->owner);
  rt_decref(((Member *)o)->name);
  free(o);
}

static Value member_repr(Value self) {
  return rt_str_printf("<member '%s' of '%s' objects>", rt_str_data(M(self)->name),
                       RT_AS(ClassObj, M(self)->owner)->name);
}

/* d.__get__(obj, type=None): d itself for obj None, else obj's slot. */
static Value member_get(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("__get__", argc, kw, 1, 2, RT_ARGS_OLD);
  if (rt_is_none(argv[0])) return (rt_incref(self), self);
  return rt_getattr(argv[0], rt_str_data(M(self)->name));
}

static Value member_set(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("__set__", argc, kw, 2, 2, RT_ARGS_OLD);
  rt_setattr(argv[0], rt_str_data(M(self)->name), argv[1]);
  return rt_none();
}

static Value member_delete(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("__delete__", argc, kw, 1, 1, RT_ARGS_OLD);
  Value del = rt_builtin_lookup("delattr");
  Value args[2] = {argv[0], M(self)->name};
  Value r = rt_call(del, 2, args, NULL);
  rt_decref(r);
  return rt_none();
}

static Value member_getattr(Value self, const char *name) {
  if (strcmp(name, "__name__") == 0 || strcmp(name, "__qualname__") == 0) {
    if (name[2] == 'n') return (rt_incref(M(self)->name), M(self)->name);
    return rt_str_printf("%s.%s", RT_AS(ClassObj, M(self)->owner)->qualname, rt_str_data(M(self)->name));
  }
  if (strcmp(name, "__objclass__") == 0) return (rt_incref(M(self)->owner), M(self)->owner);
  if (strcmp(name, "__get__") == 0) return rt_native_bind("__get__", member_get, self);
  if (strcmp(name, "__set__") == 0) return rt_native_bind("__set__", member_set, self);
  if (strcmp(name, "__delete__") == 0) return rt_native_bind("__delete__", member_delete, self);
  if (strcmp(name, "__doc__") == 0) return rt_none();
  return rt_undef();
}

static const ObjType member_type = {
    .name = "member_descriptor",
    .free = member_free,
    .repr = member_repr,
    .getattr = member_getattr,
};

bool rt_class_lists_slot(ClassObj *b, const char *name) {
  int e = rt_class_own_find(b, "__slots__", 9, rt_name_hash("__slots__", 9));
  if (e < 0 || rt_is_undef(b->dict.e[e].value)) return false;
  Value v = b->dict.e[e].value;
  const Value *items = &v;
  int64_t n = 1;
  if (rt_is_tuple(v)) items = RT_AS(Tuple, v)->items, n = RT_AS(Tuple, v)->n;
  else if (rt_is_list(v)) items = RT_AS(List, v)->items, n = RT_AS(List, v)->n;
  for (int64_t k = 0; k < n; k++) {
    if (rt_is_str(items[k]) && strcmp(rt_str_data(items[k]), name) == 0) return true;
  }
  return false;
}

Value rt_member_descr_new(Value owner, const char *name) {
  Member *m = rt_malloc(sizeof *m);
  rt_obj_init(&m->hdr, &member_type);
  rt_incref(owner);
  m->owner = owner;
  m->name = rt_str_from_c(name);
  return rt_obj(m);
}

Value rt_class_slot_member(ClassObj *c, const char *name) {
  const Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    Value b = mro->items[k];
    if (!rt_is_class(b) || !(RT_AS(ClassObj, b)->flags & (RT_CLASS_NO_DICT | RT_CLASS_SLOTS))) continue;
    if (rt_class_lists_slot(RT_AS(ClassObj, b), name)) return rt_member_descr_new(b, name);
  }
  return rt_undef();
}
