/* runtime.c — one VM's library state (runtime.h). */
#include "runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "bigint.h"
#include "gc.h"

/* Kinds of library state a process can have; a few per library. */
#define RT_MAX_STATES 192

struct RtRuntime {
  Value modules[RT_MAX_MODULES]; /* indexed like modules.c's registry; RT_UNDEF until imported */
  Value builtins;
  Value modules_dict; /* sys.modules; RT_UNDEF until asked for */
  void *states[RT_MAX_STATES + 1]; /* indexed by RtStateKey.id (1-based); NULL until used */
  RtStateKey *keys[RT_MAX_STATES + 1];
  int recursion_limit; /* sys.setrecursionlimit's */
  int int_max_str_digits; /* sys.set_int_max_str_digits's (0: no limit) */
};

/* The state keys handed out so far: ids are assigned at start-up, never released. */
static int nkeys;

static _Thread_local RtRuntime *current;
/* The runtime of code that runs with no VM entered; made on first use, never freed (it stays
 * reachable until exit). */
static RtRuntime *process_default;

RtRuntime *rt_runtime_new(void) {
  RtRuntime *rt = calloc(1, sizeof *rt);
  if (!rt) return NULL;
  for (int i = 0; i < RT_MAX_MODULES; i++) rt->modules[i] = rt_undef();
  rt->builtins = rt_undef();
  rt->modules_dict = rt_undef();
  rt->recursion_limit = RT_DEFAULT_RECURSION_LIMIT;
  rt->int_max_str_digits = RT_INT_MAX_STR_DIGITS;
  return rt;
}

void rt_runtime_free(RtRuntime *rt) {
  if (!rt) return;
  RtRuntime *was = rt_runtime_enter(rt); /* what the modules' destructors reach is this one's */
  Value md = rt->modules_dict;
  rt->modules_dict = rt_undef();
  rt_decref(md);
  for (int i = 0; i < RT_MAX_MODULES; i++) {
    Value m = rt->modules[i];
    rt->modules[i] = rt_undef();
    rt_decref(m);
  }
  Value b = rt->builtins;
  rt->builtins = rt_undef();
  rt_decref(b);
  rt_gc_collect_at_exit(); /* what the modules held in cycles, while the states still exist */
  for (int k = 1; k <= RT_MAX_STATES; k++) {
    if (!rt->states[k]) continue;
    if (rt->keys[k]->fini) rt->keys[k]->fini(rt->states[k]);
    free(rt->states[k]);
    rt->states[k] = NULL; /* a later fini (or the collector's switches) reads none of it */
  }
  rt_runtime_enter(was == rt ? NULL : was);
  free(rt);
}

RtRuntime *rt_runtime_enter(RtRuntime *rt) {
  RtRuntime *was = current;
  current = rt;
  if (was != rt) rt_gc_runtime_entered(); /* its gc switches */
  return was;
}

RtRuntime *rt_runtime_current(void) {
  if (current) return current;
  if (!process_default && !(process_default = rt_runtime_new()))
    rt_raise(RT_EXC_MemoryError, "cannot allocate the runtime state");
  return process_default;
}

void *rt_runtime_state(RtStateKey *key) {
  if (!key->id) {
    if (nkeys == RT_MAX_STATES) {
      fprintf(stderr, "weft: too many kinds of library state (at most %d): %s\n", RT_MAX_STATES, key->name);
      abort();
    }
    key->id = ++nkeys;
  }
  RtRuntime *rt = rt_runtime_current();
  void *s = rt->states[key->id];
  if (s) return s;
  s = rt_calloc(1, key->size);
  rt->states[key->id] = s;
  rt->keys[key->id] = key;
  if (key->init) key->init(s);
  return s;
}

void *rt_runtime_state_made(const RtStateKey *key) {
  RtRuntime *rt = current ? current : process_default;
  return key->id && rt ? rt->states[key->id] : NULL;
}

Value *rt_runtime_module_slot(int index) { return &rt_runtime_current()->modules[index]; }
Value *rt_runtime_builtins_slot(void) { return &rt_runtime_current()->builtins; }
Value *rt_runtime_modules_dict_slot(void) { return &rt_runtime_current()->modules_dict; }

int rt_recursion_limit(void) { return rt_runtime_current()->recursion_limit; }

void rt_recursion_enter_n(const char *where, int limit) {
  int *d = rt_c_depth();
  if (*d >= limit) rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded%s", where);
  ++*d;
}

static int (*py_depth_fn)(void);
void rt_set_py_depth_fn(int (*fn)(void)) { py_depth_fn = fn; }

void rt_recursion_enter(const char *where) {
  rt_recursion_enter_n(where, rt_recursion_limit() - (py_depth_fn ? py_depth_fn() : 0));
}

void rt_recursion_leave(void) { --*rt_c_depth(); }
void rt_set_recursion_limit(int n) { rt_runtime_current()->recursion_limit = n; }
int rt_int_max_str_digits(void) { return rt_runtime_current()->int_max_str_digits; }
void rt_set_int_max_str_digits(int n) { rt_runtime_current()->int_max_str_digits = n; }
const int *rt_recursion_limit_slot(RtRuntime *rt) { return &rt->recursion_limit; }
