/* suggest.c — "Did you mean: 'print'?" for NameError, with CPython 3.11's algorithm
 * (Python/suggestions.c): a Levenshtein distance where a case change costs 1 and any other
 * edit 2, at most a third of the characters changed, candidates searched in sorted order in
 * the frame's locals, then the module globals, then the builtins; for AttributeError in
 * dir(obj). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../obj/exc.h"
#include "../obj/objects.h"
#include "vm_internal.h"

#define MOVE_COST 2
#define CASE_COST 1
#define MAX_STRING_SIZE 40
#define MAX_CANDIDATES 750

/* CPython 3.11's dir(builtins): the suggestions come from this list, as in CPython. */
static const char *const builtin_names[] = {
  "ArithmeticError", "AssertionError", "AttributeError", "BaseException",
  "BaseExceptionGroup", "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning",
  "ChildProcessError", "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError",
  "ConnectionResetError", "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning",
  "EnvironmentError", "Exception", "ExceptionGroup", "False", "FileExistsError",
  "FileNotFoundError", "FloatingPointError", "FutureWarning", "GeneratorExit", "IOError",
  "ImportError", "ImportWarning", "IndentationError", "IndexError", "InterruptedError",
  "IsADirectoryError", "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError",
  "ModuleNotFoundError", "NameError", "None", "NotADirectoryError", "NotImplemented",
  "NotImplementedError", "OSError", "OverflowError", "PendingDeprecationWarning",
  "PermissionError", "ProcessLookupError", "RecursionError", "ReferenceError",
  "ResourceWarning", "RuntimeError", "RuntimeWarning", "StopAsyncIteration", "StopIteration",
  "SyntaxError", "SyntaxWarning", "SystemError", "SystemExit", "TabError", "TimeoutError",
  "True", "TypeError", "UnboundLocalError", "UnicodeDecodeError", "UnicodeEncodeError",
  "UnicodeError", "UnicodeTranslateError", "UnicodeWarning", "UserWarning", "ValueError",
  "Warning", "ZeroDivisionError", "__build_class__", "__debug__", "__doc__", "__import__",
  "__loader__", "__name__", "__package__", "__spec__", "abs", "aiter", "all", "anext", "any",
  "ascii", "bin", "bool", "breakpoint", "bytearray", "bytes", "callable", "chr",
  "classmethod", "compile", "complex", "copyright", "credits", "delattr", "dict", "dir",
  "divmod", "enumerate", "eval", "exec", "exit", "filter", "float", "format", "frozenset",
  "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input", "int", "isinstance",
  "issubclass", "iter", "len", "license", "list", "locals", "map", "max", "memoryview", "min",
  "next", "object", "oct", "open", "ord", "pow", "print", "property", "quit", "range", "repr",
  "reversed", "round", "set", "setattr", "slice", "sorted", "staticmethod", "str", "sum",
  "super", "tuple", "type", "vars", "zip",
};

/* What a script's module namespace holds besides the program's own names. */
static const char *const module_dunders[] = {
  "__annotations__", "__builtins__", "__cached__", "__doc__", "__file__", "__loader__",
  "__name__", "__package__", "__spec__",
};

static size_t substitution_cost(char a, char b) {
  if ((a & 31) != (b & 31)) return MOVE_COST;
  if (a == b) return 0;
  if (a >= 'A' && a <= 'Z') a = (char)(a + ('a' - 'A'));
  if (b >= 'A' && b <= 'Z') b = (char)(b + ('a' - 'A'));
  return a == b ? CASE_COST : MOVE_COST;
}

static size_t levenshtein(const char *a, size_t na, const char *b, size_t nb, size_t max_cost) {
  while (na && nb && a[0] == b[0]) a++, b++, na--, nb--;
  while (na && nb && a[na - 1] == b[nb - 1]) na--, nb--;
  if (na == 0 || nb == 0) return (na + nb) * MOVE_COST;
  if (na > MAX_STRING_SIZE || nb > MAX_STRING_SIZE) return max_cost + 1;
  if (nb < na) {
    const char *t = a; a = b; b = t;
    size_t n = na; na = nb; nb = n;
  }
  if ((nb - na) * MOVE_COST > max_cost) return max_cost + 1;
  size_t row[MAX_STRING_SIZE];
  for (size_t i = 0; i < na; i++) row[i] = (i + 1) * MOVE_COST;
  size_t result = 0;
  for (size_t bi = 0; bi < nb; bi++) {
    size_t distance = result = bi * MOVE_COST, minimum = SIZE_MAX;
    for (size_t i = 0; i < na; i++) {
      size_t substitute = distance + substitution_cost(b[bi], a[i]);
      distance = row[i];
      size_t insert_delete = (result < distance ? result : distance) + MOVE_COST;
      result = insert_delete < substitute ? insert_delete : substitute;
      row[i] = result;
      if (result < minimum) minimum = result;
    }
    if (minimum > max_cost) return max_cost + 1;
  }
  return result;
}

static int by_name(const void *x, const void *y) {
  return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* The closest candidate (searched in sorted order), or NULL. */
static const char *closest(const char **cands, int n, const char *name) {
  if (n >= MAX_CANDIDATES) return NULL;
  qsort(cands, (size_t)n, sizeof *cands, by_name);
  const char *best = NULL;
  size_t best_dist = SIZE_MAX, nlen = strlen(name);
  for (int k = 0; k < n; k++) {
    if (strcmp(cands[k], name) == 0) continue;
    size_t ilen = strlen(cands[k]);
    size_t max_dist = (nlen + ilen + 3) * MOVE_COST / 6;
    if (best_dist - 1 < max_dist) max_dist = best_dist - 1;
    size_t d = levenshtein(name, nlen, cands[k], ilen, max_dist);
    if (d > max_dist) continue;
    if (!best || d < best_dist) {
      best = cands[k];
      best_dist = d;
    }
  }
  return best;
}

const char *vm_suggest_name(Vm *vm, const Proto *p, const char *name) {
  const char *cands[MAX_CANDIDATES];
  int n = 0;
  for (int r = 0; p && r < p->nregs && n < MAX_CANDIDATES; r++) {
    if (p->regnames[r]) cands[n++] = p->regnames[r];
  }
  const char *s = closest(cands, n, name);
  if (s) return s;
  n = 0;
  for (size_t k = 0; k < sizeof module_dunders / sizeof *module_dunders; k++) cands[n++] = module_dunders[k];
  for (int k = 0; k < vm->nglobals && n < MAX_CANDIDATES; k++) {
    if (!rt_is_undef(vm->globals[k]) && strncmp(vm->gnames[k], "__", 2) != 0) cands[n++] = vm->gnames[k];
  }
  s = closest(cands, n, name);
  if (s) return s;
  n = 0;
  for (size_t k = 0; k < sizeof builtin_names / sizeof *builtin_names; k++) cands[n++] = builtin_names[k];
  return closest(cands, n, name);
}

/* AttributeError's "Did you mean": the closest of dir(obj)'s names, as CPython 3.11's
 * traceback printer finds it from the exception's `name` and `obj` (NULL when dir() fails). */
typedef struct AttrJob {
  Value obj, names;
} AttrJob;

static void dir_job(void *ud) {
  AttrJob *job = ud;
  job->names = vm_dir_list(job->obj);
}

char *vm_suggest_attr(Value obj, const char *name) {
  AttrJob job = {obj, rt_undef()};
  if (rt_pcall(dir_job, &job)) {
    rt_error_clear();
    return NULL;
  }
  const List *l = RT_AS(List, job.names);
  const char *cands[MAX_CANDIDATES];
  int n = 0;
  for (int64_t k = 0; k < l->n && n < MAX_CANDIDATES; k++) cands[n++] = rt_str_data(l->items[k]);
  const char *s = l->n < MAX_CANDIDATES ? closest(cands, n, name) : NULL;
  char *out = s ? rt_strdup(s) : NULL;
  rt_decref(job.names);
  return out;
}

/* The suggestion is not part of the message (str(e) has none, as in CPython): the traceback
 * printer adds it from the hidden attribute VM_NAME_HINT_ATTR, since it depends on the scope
 * the name was looked up in. */
void vm_name_error(Vm *vm, const Proto *p, const char *fmt, const char *name) {
  char msg[512];
  snprintf(msg, sizeof msg, fmt, name);
  const char *s = vm_suggest_name(vm, p, name);
  Value e = rt_exc_from_message(RT_EXC_NameError, msg);
  rt_cleanup_push_value(&e);
  Value v = rt_str_from_c(name);
  rt_exc_set_attr(e, "name", v);
  rt_decref(v);
  if (s) {
    v = rt_str_from_c(s);
    rt_exc_set_attr(e, VM_NAME_HINT_ATTR, v);
    rt_decref(v);
  }
  rt_raise_exc(e); /* the registration releases the local reference */
}
