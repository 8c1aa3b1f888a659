/* graphlib.c — the graphlib module: TopologicalSorter (add, prepare, get_ready, is_active,
 * done, static_order) and CycleError, as CPython 3.11's graphlib.py does them. A sorter keeps
 * its state in instance attributes: _node2info maps each node to a list [npredecessors,
 * successors] (npredecessors -1 once passed out by get_ready, -2 once done), _ready_nodes is
 * None until prepare(), _npassedout and _nfinished count. static_order gives its order as a
 * list iterator, computed when called (CPython's generator computes it on the first next()). */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/modules.h"
#include "graphlib.h"
#include "lib_source.h"

enum { NODE_OUT = -1, NODE_DONE = -2 };

/* The library frames a CycleError carries: prepare()'s raise, under static_order()'s call
 * when that called it (set just before, read once). */
static _Thread_local const PyLibLine *cycle_frames;

static Value attr(Value self, const char *name) { return rt_getattr(self, name); }

/* graphlib.CycleError as prepare() finds it: the module's global (borrowed; the module holds it). */
static Value cycle_error_class(void) {
  Value m = rt_import("graphlib");
  Value cls = rt_module_lookup(m, "CycleError");
  rt_decref(m); /* the VM's modules keep it */
  if (rt_is_undef(cls)) rt_raise(RT_EXC_NameError, "name 'CycleError' is not defined");
  return cls;
}

/* The [npredecessors, successors] list of node, made when new (borrowed: the dict holds it). */
static Value nodeinfo(Value n2i, Value node) {
  Value info = rt_dict_get(n2i, node);
  if (!rt_is_undef(info)) return info;
  Value parts[2] = {rt_int(0), rt_list_new(0)};
  info = rt_list_from(2, parts);
  rt_decref(parts[1]);
  rt_dict_set(n2i, node, info);
  rt_decref(info);
  return info;
}

/* Drop a list's last item. */
static void drop_last(Value list) {
  List *l = RT_AS(List, list);
  if (l->n == 0) return;
  l->n--;
  rt_decref(l->items[l->n]);
}

static int64_t npred(Value info) { return RT_AS(List, info)->items[0].as.i; }
static void set_npred(Value info, int64_t n) { RT_AS(List, info)->items[0] = rt_int(n); }

static bool prepared(Value self) {
  Value r = attr(self, "_ready_nodes");
  bool p = !rt_is_none(r);
  rt_decref(r);
  return p;
}

static void need_prepared(Value self) {
  if (!prepared(self)) rt_raise(RT_EXC_ValueError, "prepare() must be called first");
}

static void add(Value self, Value node, int n, const Value *preds) {
  if (prepared(self)) rt_raise(RT_EXC_ValueError, "Nodes cannot be added after a call to prepare()");
  Value n2i = attr(self, "_node2info");
  int mark = rt_cleanup_push_value(&n2i);
  Value info = nodeinfo(n2i, node);
  set_npred(info, npred(info) + n);
  for (int k = 0; k < n; k++) rt_list_append(RT_AS(List, nodeinfo(n2i, preds[k]))->items[1], node);
  rt_cleanup_pop(mark, true);
}

static Value ts_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self", "graph"};
  Value a[2];
  rt_parse_args("__init__", argc, argv, kw, 2, names, 1, a);
  Value self = a[0], d = rt_dict_new();
  rt_setattr(self, "_node2info", d);
  rt_decref(d);
  rt_setattr(self, "_ready_nodes", rt_none());
  rt_setattr(self, "_npassedout", rt_int(0));
  rt_setattr(self, "_nfinished", rt_int(0));
  if (rt_is_undef(a[1]) || rt_is_none(a[1])) return rt_none();
  Value fn = rt_getattr(a[1], "items");
  int mark = rt_cleanup_push_value(&fn);
  Value items = rt_call(fn, 0, NULL, NULL);
  rt_cleanup_push_value(&items);
  Value list = rt_call(rt_builtin_lookup("list"), 1, &items, NULL);
  rt_cleanup_push_value(&list);
  for (int64_t i = 0; i < RT_AS(List, list)->n; i++) {
    Value pair = RT_AS(List, list)->items[i];
    Value preds = rt_call(rt_builtin_lookup("tuple"), 1, &RT_AS(Tuple, pair)->items[1], NULL);
    int pmark = rt_cleanup_push_value(&preds);
    add(self, RT_AS(Tuple, pair)->items[0], (int)RT_AS(Tuple, preds)->n, RT_AS(Tuple, preds)->items);
    rt_cleanup_pop(pmark, true);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value ts_add(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "TopologicalSorter.add() got an unexpected keyword argument '%s'", kw->names[0]);
  if (argc < 2) rt_raise(RT_EXC_TypeError, "TopologicalSorter.add() missing 1 required positional argument: 'node'");
  add(argv[0], argv[1], argc - 2, argv + 2);
  return rt_none();
}

/* CPython's _find_cycle: a depth-first walk along successors; the first path back to a node on
 * the stack, as a list ending with that node again; RT_UNDEF when there is none. */
static Value find_cycle(Value n2i) {
  Value seen = rt_dict_new(), stack = rt_list_new(0), pos = rt_list_new(0), where = rt_dict_new();
  int mark = rt_cleanup_push_value(&seen);
  rt_cleanup_push_value(&stack);
  rt_cleanup_push_value(&pos); /* per stack entry: the index of its next successor */
  rt_cleanup_push_value(&where); /* node -> its index in stack */
  Value out = rt_undef();
  Value key, info;
  for (int64_t it = 0; rt_is_undef(out) && rt_dict_next(n2i, &it, &key, &info);) {
    if (rt_contains(seen, key)) continue;
    Value node = key;
    for (;;) {
      rt_check_interrupt();
      if (rt_contains(seen, node)) {
        Value at = rt_dict_get(where, node);
        if (!rt_is_undef(at)) {
          List *s = RT_AS(List, stack);
          out = rt_list_new(0);
          for (int64_t k = at.as.i; k < s->n; k++) rt_list_append(out, s->items[k]);
          rt_list_append(out, node);
          break;
        }
      } else {
        rt_dict_set(seen, node, rt_none());
        rt_dict_set(where, node, rt_int(RT_AS(List, stack)->n));
        rt_list_append(stack, node);
        rt_list_append(pos, rt_int(0));
      }
      bool next = false; /* back to the topmost entry with another successor */
      while (RT_AS(List, stack)->n) {
        List *s = RT_AS(List, stack), *p = RT_AS(List, pos);
        Value top = s->items[s->n - 1];
        List *succ = RT_AS(List, RT_AS(List, rt_dict_get(n2i, top))->items[1]);
        int64_t i = p->items[p->n - 1].as.i;
        if (i < succ->n) {
          p->items[p->n - 1] = rt_int(i + 1);
          node = succ->items[i];
          next = true;
          break;
        }
        rt_dict_del(where, top);
        drop_last(stack);
        drop_last(pos);
      }
      if (!next) break;
    }
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static void prepare(Value self) {
  const PyLibLine *frames = cycle_frames;
  cycle_frames = NULL;
  if (prepared(self)) rt_raise(RT_EXC_ValueError, "cannot prepare() more than once");
  Value n2i = attr(self, "_node2info"), ready = rt_list_new(0);
  int mark = rt_cleanup_push_value(&n2i);
  rt_cleanup_push_value(&ready);
  Value key, info;
  for (int64_t it = 0; rt_dict_next(n2i, &it, &key, &info);)
    if (npred(info) == 0) rt_list_append(ready, key);
  rt_setattr(self, "_ready_nodes", ready);
  Value cycle = find_cycle(n2i);
  cycle_frames = frames;
  if (!rt_is_undef(cycle)) {
    rt_cleanup_push_value(&cycle);
    Value args[2] = {rt_str_from_c("nodes are in a cycle"), cycle};
    rt_cleanup_push_value(&args[0]);
    Value exc = rt_call(cycle_error_class(), 2, args, NULL);
    rt_cleanup_push_value(&exc);
    PyLibLine only = PY_LIB_GRAPHLIB_CYCLE;
    if (cycle_frames) py_lib_frames_set(exc, cycle_frames, 2);
    else py_lib_frames_set(exc, &only, 1);
    cycle_frames = NULL;
    rt_raise_exc(exc);
  }
  rt_cleanup_pop(mark, true);
}

static Value ts_prepare(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("prepare", argc, kw, 1, 1);
  prepare(argv[0]);
  return rt_none();
}

static Value get_ready(Value self) {
  need_prepared(self);
  Value ready = attr(self, "_ready_nodes"), n2i = attr(self, "_node2info");
  int mark = rt_cleanup_push_value(&ready);
  rt_cleanup_push_value(&n2i);
  List *r = RT_AS(List, ready);
  Value out = rt_tuple_from(r->n, r->items);
  for (int64_t k = 0; k < r->n; k++) set_npred(rt_dict_get(n2i, r->items[k]), NODE_OUT);
  Value passed = attr(self, "_npassedout");
  rt_setattr(self, "_npassedout", rt_int(passed.as.i + r->n));
  while (r->n) drop_last(ready);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value ts_get_ready(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("get_ready", argc, kw, 1, 1);
  return get_ready(argv[0]);
}

static bool is_active(Value self) {
  need_prepared(self);
  Value ready = attr(self, "_ready_nodes");
  bool any = RT_AS(List, ready)->n > 0;
  rt_decref(ready);
  return attr(self, "_nfinished").as.i < attr(self, "_npassedout").as.i || any;
}

static Value ts_is_active(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("is_active", argc, kw, 1, 1);
  return rt_bool(is_active(argv[0]));
}

static _Noreturn void node_error(const char *fmt, Value node) {
  Value r = rt_repr(node);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, fmt, rt_str_data(r));
}

static void done(Value self, int n, const Value *nodes) {
  need_prepared(self);
  Value ready = attr(self, "_ready_nodes"), n2i = attr(self, "_node2info");
  int mark = rt_cleanup_push_value(&ready);
  rt_cleanup_push_value(&n2i);
  for (int k = 0; k < n; k++) {
    Value info = rt_dict_get(n2i, nodes[k]);
    if (rt_is_undef(info)) node_error("node %s was not added using add()", nodes[k]);
    int64_t stat = npred(info);
    if (stat >= 0) node_error("node %s was not passed out (still not ready)", nodes[k]);
    if (stat == NODE_DONE) node_error("node %s was already marked done", nodes[k]);
    set_npred(info, NODE_DONE);
    List *succ = RT_AS(List, RT_AS(List, info)->items[1]);
    for (int64_t j = 0; j < succ->n; j++) {
      Value si = rt_dict_get(n2i, succ->items[j]);
      set_npred(si, npred(si) - 1);
      if (npred(si) == 0) rt_list_append(ready, succ->items[j]);
    }
    rt_setattr(self, "_nfinished", rt_int(attr(self, "_nfinished").as.i + 1));
  }
  rt_cleanup_pop(mark, true);
}

static Value ts_done(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "TopologicalSorter.done() got an unexpected keyword argument '%s'", kw->names[0]);
  if (argc < 1) rt_raise(RT_EXC_TypeError, "done() missing self");
  done(argv[0], argc - 1, argv + 1);
  return rt_none();
}

/* The whole order (a list), from prepare() to the last group. */
static Value order_now(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)argv, (void)kw;
  Value order = rt_list_new(0);
  int mark = rt_cleanup_push_value(&order);
  PyLibLine frames[2] = {PY_LIB_GRAPHLIB_STATIC_ORDER, PY_LIB_GRAPHLIB_CYCLE};
  cycle_frames = frames;
  prepare(self);
  while (is_active(self)) {
    Value group = get_ready(self);
    int gmark = rt_cleanup_push_value(&group);
    Tuple *g = RT_AS(Tuple, group);
    for (int64_t k = 0; k < g->n; k++) rt_list_append(order, g->items[k]);
    done(self, (int)g->n, g->items);
    rt_cleanup_pop(gmark, true);
  }
  rt_cleanup_pop(mark, false);
  return order;
}

/* static_order(): an iterator that works out the order on its first next(), as CPython's
 * generator does (a cycle raises CycleError there): chain.from_iterable(map(order_now, [0])). */
static Value ts_static_order(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("static_order", argc, kw, 1, 1);
  Value f = rt_native_bind("static_order", order_now, argv[0]);
  int mark = rt_cleanup_push_value(&f);
  Value zero = rt_int(0), one = rt_list_from(1, &zero);
  rt_cleanup_push_value(&one);
  Value margs[2] = {f, one};
  Value m = rt_call(rt_builtin_lookup("map"), 2, margs, NULL);
  rt_cleanup_push_value(&m);
  Value it = rt_import("itertools");
  rt_cleanup_push_value(&it);
  Value chain = rt_getattr(it, "chain");
  rt_cleanup_push_value(&chain);
  Value from = rt_getattr(chain, "from_iterable");
  rt_cleanup_push_value(&from);
  Value r = rt_call(from, 1, &m, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

void py_graphlib_module_init(Value m) {
  Value base = rt_exc_class(RT_EXC_ValueError);
  Value ns = rt_dict_new();
  Value args[3] = {rt_str_from_c("CycleError"), rt_tuple_from(1, &base), ns};
  Value cycle_error = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_class_set(RT_AS(ClassObj, cycle_error), "__module__", rt_str_from_c("graphlib"));
  rt_module_set(m, "CycleError", cycle_error);

  static const struct {
    const char *name;
    NativeFn fn;
  } ms[] = {{"__init__", ts_init},         {"add", ts_add},       {"prepare", ts_prepare},
            {"get_ready", ts_get_ready},   {"is_active", ts_is_active}, {"__bool__", ts_is_active},
            {"done", ts_done},             {"static_order", ts_static_order}};
  ns = rt_dict_new();
  for (size_t k = 0; k < sizeof ms / sizeof ms[0]; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "TopologicalSorter.%s", ms[k].name);
    Value f = rt_native_method_new(ms[k].name, qual, ms[k].fn, rt_none());
    rt_dict_set_str(ns, ms[k].name, f);
    rt_decref(f);
  }
  Value obj = rt_object_class();
  Value targs[3] = {rt_str_from_c("TopologicalSorter"), rt_tuple_from(1, &obj), ns};
  Value cls = rt_type_make(NULL, targs, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(targs[k]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("graphlib"));
  rt_module_set(m, "TopologicalSorter", cls);
}
