/* star.c — the VM's star-unpacking: calls with starred arguments (CALLEX), `[*a, *b]` (the
 * items of any iterable extended into a list), and starred assignment targets
 * (`first, *rest = xs`). CPython's messages. */
#include <string.h>

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

/* The callee as CPython names it in "argument after *" messages: module.qualname() for a
 * function, name() for a builtin. */
static _Noreturn void not_iterable(Value fn, Value v) {
  if (vm_is_function(fn)) {
    rt_raise(RT_EXC_TypeError, "__main__.%s() argument after * must be an iterable, not %s",
             RT_AS(Function, fn)->proto->qualname, rt_type_name(v));
  }
  if (rt_is_native(fn)) {
    rt_raise(RT_EXC_TypeError, "%s() argument after * must be an iterable, not %s",
             RT_AS(NativeFunc, fn)->name, rt_type_name(v));
  }
  rt_raise(RT_EXC_TypeError, "%s object argument after * must be an iterable, not %s",
           rt_type_name(fn), rt_type_name(v));
}

/* A Python callee: the positional items and the keyword values go to the registers after
 * fa, where its frame starts, and the frame is pushed (binding as for CALL). */
static void push_python(Vm *vm, Value *fa, const Value *items, int n, int nkw, Value kwnames) {
  Function *f = RT_AS(Function, fa[0]);
  int argc = n + nkw, need = argc > f->proto->nregs ? argc : f->proto->nregs;
  if (vm->nframes >= vm_depth_limit(vm) || fa + 1 + need > vm->stack + VM_STACK_SIZE) {
    rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded");
  }
  Value seq = fa[1], kv[256];
  fa[1] = rt_undef();
  for (int k = 0; k < nkw; k++) {
    kv[k] = fa[2 + k];
    fa[2 + k] = rt_undef();
  }
  for (int j = 0; j < n; j++) {
    rt_incref(items[j]);
    setreg(&fa[1 + j], items[j]);
  }
  for (int k = 0; k < nkw; k++) setreg(&fa[1 + n + k], kv[k]);
  rt_decref(seq);
  vm_push_frame(vm, f, fa + 1, argc, kwnames, false);
}

bool vm_call_ex(Vm *vm, Value *fa, int nkw, Value kwnames, bool raw) {
  Value pos = fa[1];
  if (raw && !rt_is_tuple(pos) && !rt_is_list(pos)) {
    if (!iterable(pos)) not_iterable(fa[0], pos);
    Value list = rt_list_new(0);
    fa[1] = list; /* the iterable is released after it has been read */
    int mark = rt_cleanup_push_value(&pos);
    rt_decref(rt_list_inplace_add(list, pos));
    rt_cleanup_pop(mark, true);
    pos = list;
  }
  const Value *items = rt_is_tuple(pos) ? RT_AS(Tuple, pos)->items : RT_AS(List, pos)->items;
  int64_t n = rt_is_tuple(pos) ? RT_AS(Tuple, pos)->n : RT_AS(List, pos)->n;
  if (n > VM_STACK_SIZE) rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded");
  if (vm_is_function(fa[0])) {
    push_python(vm, fa, items, (int)n, nkw, kwnames);
    return true;
  }
  const char *names[256];
  Kwargs kw = {nkw, names, fa + 2};
  for (int k = 0; k < nkw; k++) names[k] = rt_str_data(RT_AS(Tuple, kwnames)->items[k]);
  Value res = rt_call(fa[0], (int)n, items, nkw ? &kw : NULL);
  for (int k = 1; k <= 1 + nkw; k++) setreg(&fa[k], rt_undef());
  setreg(fa, res);
  return false;
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
