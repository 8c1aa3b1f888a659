/* atexit.c — the atexit module: register(func, *args, **kwargs), unregister(func),
 * _run_exitfuncs, _clear, _ncallbacks. The program's end (vm_run_program, after the threads that
 * are not daemons) calls py_atexit_run: the last registered runs first, as CPython's
 * Py_FinalizeEx does; one that raises is reported as "Exception ignored in atexit callback". */
#include <stdio.h>
#include <stdlib.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../obj/exc.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"

typedef struct ExitFn {
  Value fn, args, kw; /* a callable, a tuple, a dict of the keywords (or undef) */
} ExitFn;

/* The registered callables, the first registered first. */
typedef struct ModState {
  ExitFn *fns;
  int nfns, capfns;
} ModState;

static void drop(ExitFn *e) {
  rt_decref(e->fn);
  rt_decref(e->args);
  rt_decref(e->kw);
}

/* A VM freed without running them (its program never ended) drops them unrun. */
static void mod_fini(void *p) {
  ModState *s = p;
  while (s->nfns > 0) drop(&s->fns[--s->nfns]);
  free(s->fns);
}

/* per VM (runtime.h): each VM runs its own at its exit */
static RtStateKey mod_key = {"atexit", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static Value a_register(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  ModState *st = mod_state();
  if (argc < 1) rt_raise(RT_EXC_TypeError, "register() takes at least 1 argument (0 given)");
  bool callable = rt_is_instance(argv[0]) ? rt_instance_callable(argv[0])
                                          : rt_is_obj(argv[0]) && argv[0].as.o->type->call != NULL;
  if (!callable) rt_raise(RT_EXC_TypeError, "the first argument must be callable");
  if (st->nfns == st->capfns) {
    int cap = st->capfns ? st->capfns * 2 : 8;
    st->fns = rt_realloc(st->fns, sizeof *st->fns * (size_t)cap);
    st->capfns = cap;
  }
  Value d = rt_undef();
  if (kw && kw->n) {
    d = rt_dict_new();
    for (int k = 0; k < kw->n; k++) rt_dict_set_str(d, kw->names[k], kw->values[k]);
  }
  rt_incref(argv[0]);
  st->fns[st->nfns++] = (ExitFn){argv[0], rt_tuple_from(argc - 1, argv + 1), d};
  rt_incref(argv[0]);
  return argv[0];
}

/* Every registration of a callable equal to func goes (== as CPython compares them). */
static Value a_unregister(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  ModState *st = mod_state();
  rt_check_args("unregister", argc, kw, 1, 1, RT_ARGS_ONE);
  for (int k = 0; k < st->nfns;) {
    if (!rt_equal(st->fns[k].fn, argv[0])) {
      k++;
      continue;
    }
    ExitFn gone = st->fns[k];
    for (int j = k + 1; j < st->nfns; j++) st->fns[j - 1] = st->fns[j];
    st->nfns--;
    drop(&gone);
  }
  return rt_none();
}

static void call_one(void *ud) {
  ExitFn *e = ud;
  Tuple *t = RT_AS(Tuple, e->args);
  int n = rt_is_undef(e->kw) ? 0 : (int)rt_dict_len(e->kw);
  const char **names = rt_malloc(sizeof *names * (size_t)(n + 1));
  int mark = rt_cleanup_push(free, (void *)names);
  Value *values = rt_malloc(sizeof *values * (size_t)(n + 1));
  rt_cleanup_push(free, values);
  int k = 0;
  Value key, value;
  for (int64_t pos = 0; n && rt_dict_next(e->kw, &pos, &key, &value); k++) {
    names[k] = rt_str_data(key);
    values[k] = value;
  }
  Kwargs kw = {k, names, values};
  rt_decref(rt_call(e->fn, (int)t->n, t->items, k ? &kw : NULL));
  rt_cleanup_pop(mark, true);
}

/* Runs and forgets the registered callables, the last registered first. */
void py_atexit_run(void) {
  ModState *st = rt_runtime_state_made(&mod_key); /* none made: nothing registered */
  while (st && st->nfns > 0) {
    ExitFn e = st->fns[--st->nfns];
    if (rt_pcall(call_one, &e)) {
      Exception *err = rt_error_take();
      Value r = rt_repr(e.fn);
      rt_stdout_flush();
      fprintf(stderr, "Exception ignored in atexit callback: %s\n", rt_str_data(r));
      rt_decref(r);
      if (err) {
        rt_print_exception(err, 0, stderr);
        rt_exception_free(err);
      }
    }
    drop(&e);
  }
}

static Value a_run(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("_run_exitfuncs", argc, kw, 0, 0, RT_ARGS_NONE);
  py_atexit_run();
  return rt_none();
}

static Value a_clear(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  ModState *st = mod_state();
  rt_check_args("_clear", argc, kw, 0, 0, RT_ARGS_NONE);
  while (st->nfns > 0) drop(&st->fns[--st->nfns]);
  return rt_none();
}

static Value a_ncallbacks(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  ModState *st = mod_state();
  rt_check_args("_ncallbacks", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int(st->nfns);
}

void rt_atexit_module_init(Value m) {
  rt_module_add_fn(m, "register", a_register);
  rt_module_add_fn(m, "unregister", a_unregister);
  rt_module_add_fn(m, "_run_exitfuncs", a_run);
  rt_module_add_fn(m, "_clear", a_clear);
  rt_module_add_fn(m, "_ncallbacks", a_ncallbacks);
}
