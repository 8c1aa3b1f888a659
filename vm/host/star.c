/* star.c — the VM's star-unpacking: calls with starred arguments (CALLEX) and keyword
 * unpacking (`f(**kw)`: KWMERGE builds the call's keyword dict), `[*a, *b]` (the items of any
 * iterable extended into a list), and starred assignment targets (`first, *rest = xs`).
 * CPython's messages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "vm_internal.h"

/* What CPython accepts as iterable before it tries: an iter slot, or len and getitem. */
static bool iterable(Value v) {
  if (v.tag != RT_OBJ) return false;
  const ObjType *t = v.as.o->type;
  return t->iter || (t->getitem && t->len);
}

void vm_list_extend(Value list, Value v) {
  if (!iterable(v)) rt_raise(RT_EXC_TypeError, "Value after * must be an iterable, not %s", rt_type_name(v));
  rt_decref(rt_list_inplace_add(list, v));
}

/* The callee as CPython names it in call errors: module.qualname() for a function, a bound
 * method or a class defined in Python, name() for a builtin. */
static void callee_name(Value fn, char *buf, size_t cap) {
  if (rt_is_type(fn, &rt_bound_method_type)) fn = RT_AS(BoundMethod, fn)->func;
  if (vm_is_function(fn)) snprintf(buf, cap, "__main__.%s()", RT_AS(Function, fn)->proto->qualname);
  else if (rt_is_class(fn)) snprintf(buf, cap, "__main__.%s()", RT_AS(ClassObj, fn)->qualname);
  else if (rt_is_native(fn)) snprintf(buf, cap, "%s()", RT_AS(NativeFunc, fn)->name);
  else snprintf(buf, cap, "%s object", rt_type_name(fn));
}

static _Noreturn void not_iterable(Value fn, Value v) {
  char who[320];
  callee_name(fn, who, sizeof who);
  rt_raise(RT_EXC_TypeError, "%s argument after * must be an iterable, not %s", who, rt_type_name(v));
}

/* ---- keyword unpacking: f(**kw) ---- */

static _Noreturn void given_twice(Value fn, Value key) {
  char who[320];
  callee_name(fn, who, sizeof who);
  Value s = rt_to_str(key);
  rt_cleanup_push_value(&s);
  rt_raise(RT_EXC_TypeError, "%s got multiple values for keyword argument '%s'", who, rt_str_data(s));
}

static void merge_one(Value *fa, Value key, Value v) {
  if (!rt_is_undef(rt_dict_get(fa[2], key))) given_twice(fa[0], key);
  rt_dict_set(fa[2], key, v);
}

static void merge_item(void *fa, Value k, Value v) {
  merge_one(fa, k, v);
}

void vm_kw_merge(Value *fa, Value v, Value name) {
  if (!rt_is_undef(name)) {
    merge_one(fa, name, v);
    return;
  }
  if (rt_is_dict(v)) {
    Value k, x;
    for (int64_t pos = 0; rt_dict_next(v, &pos, &k, &x);) merge_one(fa, k, x);
    return;
  }
  Value keys;
  if (!rt_is_obj(v) || !rt_try_getattr(v, "keys", &keys)) {
    char who[320];
    callee_name(fa[0], who, sizeof who);
    rt_raise(RT_EXC_TypeError, "%s argument after ** must be a mapping, not %s", who, rt_type_name(v));
  }
  int mark = rt_cleanup_push_value(&keys);
  rt_mapping_each(v, keys, merge_item, fa);
  rt_cleanup_pop(mark, true);
}

/* The names of a keyword dict as CALL's keyword names (a new tuple of str, RT_UNDEF when
 * empty), and its values (borrowed) in kv. */
static Value dict_keywords(Value dict, Value *kv) {
  const Dict *d = RT_AS(Dict, dict);
  if (d->used == 0) return rt_undef();
  for (int64_t j = 0; j < d->nentries; j++) {
    Value key = d->entries[j].key;
    if (!rt_is_undef(key) && !rt_is_str(key)) rt_raise(RT_EXC_TypeError, "keywords must be strings");
  }
  Value names = rt_tuple_new(d->used);
  int n = 0;
  for (int64_t j = 0; j < d->nentries; j++) {
    const DictEntry *e = &d->entries[j];
    if (rt_is_undef(e->key)) continue;
    rt_incref(e->key);
    rt_tuple_set(names, n, e->key);
    kv[n++] = e->value;
  }
  return names;
}

/* ---- calls with star-unpacking ---- */

/* A Python callee: the positional items and the keyword values kv (owned: they come out of
 * the registers, or from a keyword dict increfed) go to the registers after fa, where its
 * frame starts, and the frame is pushed (binding as for CALL). */
static void push_python(Vm *vm, Value *fa, const Value *items, int n, int nkw, Value kwnames, Value *kv) {
  Function *f = RT_AS(Function, fa[0]);
  Value seq = fa[1];
  fa[1] = rt_undef();
  for (int j = 0; j < n; j++) {
    rt_incref(items[j]);
    setreg(&fa[1 + j], items[j]);
  }
  for (int k = 0; k < nkw; k++) setreg(&fa[1 + n + k], kv[k]);
  rt_decref(seq);
  vm_push_frame(vm, f, fa + 1, n + nkw, kwnames, false);
}

static void room_for(Vm *vm, const Value *fa, int argc) {
  int nregs = RT_AS(Function, fa[0])->proto->nregs, need = argc > nregs ? argc : nregs;
  if (vm_frames_full(vm) || fa + 1 + need > vm->stack + VM_STACK_SIZE) {
    rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded");
  }
}

/* The positional arguments of a CALLEX as a list or tuple in fa[1]. */
static void positional(Value *fa, bool raw) {
  Value pos = fa[1];
  if (!raw || rt_is_tuple(pos) || rt_is_list(pos)) return;
  if (!iterable(pos)) not_iterable(fa[0], pos);
  Value list = rt_list_new(0);
  fa[1] = list; /* the iterable is released after it has been read */
  int mark = rt_cleanup_push_value(&pos);
  rt_decref(rt_list_inplace_add(list, pos));
  rt_cleanup_pop(mark, true);
}

bool vm_call_ex(Vm *vm, Value *fa, int nkw, Value kwnames, int flags) {
  positional(fa, (flags & VM_CALLEX_RAW) != 0);
  Value pos = fa[1];
  const Value *items = rt_is_tuple(pos) ? RT_AS(Tuple, pos)->items : RT_AS(List, pos)->items;
  int64_t n = rt_is_tuple(pos) ? RT_AS(Tuple, pos)->n : RT_AS(List, pos)->n;
  if (n > VM_STACK_SIZE) rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded");
  Value kwdict = rt_undef(), few[256], *kv = few;
  const char *few_names[256], **names = few_names;
  int mark = -1;
  if (flags & VM_CALLEX_KWDICT) { /* the dict's keywords: names and borrowed values */
    kwdict = fa[2];
    fa[2] = rt_undef();
    mark = rt_cleanup_push_value(&kwdict);
    nkw = (int)rt_dict_len(kwdict);
    if (nkw > 256) {
      kv = rt_malloc(sizeof(Value) * (size_t)nkw);
      rt_cleanup_push(free, kv);
      names = rt_malloc(sizeof(char *) * (size_t)nkw);
      rt_cleanup_push(free, names);
    }
    kwnames = dict_keywords(kwdict, kv);
    rt_cleanup_push_value(&kwnames);
  } else {
    for (int k = 0; k < nkw; k++) kv[k] = fa[2 + k];
  }
  bool pushed = vm_is_function(fa[0]);
  if (pushed) {
    room_for(vm, fa, (int)n + nkw);
    for (int k = 0; k < nkw; k++) { /* the values change hands: the callee's registers own them */
      if (mark >= 0) rt_incref(kv[k]);
      else fa[2 + k] = rt_undef();
    }
    push_python(vm, fa, items, (int)n, nkw, kwnames, kv);
  } else {
    for (int k = 0; k < nkw; k++) names[k] = rt_str_data(RT_AS(Tuple, kwnames)->items[k]);
    Kwargs kw = {nkw, names, kv};
    Value res = rt_call(fa[0], (int)n, items, nkw ? &kw : NULL);
    for (int k = 1; k <= 1 + (mark >= 0 ? 0 : nkw); k++) setreg(&fa[k], rt_undef());
    setreg(fa, res);
  }
  if (mark >= 0) rt_cleanup_pop(mark, true);
  return pushed;
}

void vm_unpack_ex(Value *dst, Value v, int before, int after) {
  Value list = rt_undef();
  int mark = -1;
  if (!rt_is_tuple(v) && !rt_is_list(v)) {
    if (!iterable(v)) rt_raise(RT_EXC_TypeError, "cannot unpack non-iterable %s object", rt_type_name(v));
    list = rt_list_new(0);
    mark = rt_cleanup_push_value(&list);
    rt_decref(rt_list_inplace_add(list, v));
    v = list;
  }
  const Value *items = rt_is_tuple(v) ? RT_AS(Tuple, v)->items : RT_AS(List, v)->items;
  int64_t n = rt_is_tuple(v) ? RT_AS(Tuple, v)->n : RT_AS(List, v)->n;
  if (n < before + after) {
    rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected at least %d, got %lld)",
             before + after, (long long)n);
  }
  for (int k = 0; k < before; k++) {
    rt_incref(items[k]);
    setreg(&dst[k], items[k]);
  }
  setreg(&dst[before], rt_list_from(n - before - after, items + before));
  for (int k = 0; k < after; k++) {
    rt_incref(items[n - after + k]);
    setreg(&dst[before + 1 + k], items[n - after + k]);
  }
  if (mark >= 0) rt_cleanup_pop(mark, true);
}
