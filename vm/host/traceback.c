/* traceback.c — Python-style tracebacks: the hook that snapshots the VM's frames when an
 * exception is raised, and printing in CPython 3.11's format (source line, carets, and
 * "[Previous line repeated N more times]" for runs of identical frames). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../front/diag.h"
#include "../rt/io.h"
#include "vm_internal.h"

Vm *vm_current;

static void restore_saved(Vm *vm, Exception *exc) {
  Exception *s = vm->saved_trace;
  vm->saved_trace = NULL;
  for (int k = 0; k < s->ntrace; k++) {
    TraceEntry *t = &s->trace[k];
    rt_exception_add_frame(exc, t->file, t->func, t->line, t->col, t->end_col);
    free(t->file);
    free(t->func);
  }
  free(s->trace);
  free(s->message);
  free(s);
}

void vm_traceback_hook(Exception *exc) {
  Vm *vm = vm_current;
  if (!vm) return;
  if (vm->saved_trace) {
    restore_saved(vm, exc);
    return;
  }
  for (int k = 0; k < vm->nframes; k++) {
    CallFrame *fr = &vm->frames[k];
    Proto *p = fr->fn->proto;
    long pc = (long)(fr->pc - p->code) - 1;
    if (pc < 0) pc = 0;
    if (pc >= p->ncode) pc = p->ncode - 1;
    Span s = p->ncode > 0 ? p->spans[pc] : (Span){0, 0, 0, 0};
    int end = s.end_line == s.line ? s.end_col : 100000;
    rt_exception_add_frame(exc, p->source->name, p->name, s.line, s.col, end);
  }
}

/* The source text of a file this VM compiled (NULL for "<stdin>", "<string>"). */
static const char *source_text(Vm *vm, const char *file) {
  (void)vm;
  if (file[0] == '<') return NULL;
  return vm_find_source(vm, file);
}

static bool same_frame(const TraceEntry *a, const TraceEntry *b) {
  return a->line == b->line && strcmp(a->file, b->file) == 0 && strcmp(a->func, b->func) == 0;
}

static void print_entry(Vm *vm, const TraceEntry *t) {
  fprintf(stderr, "  File \"%s\", line %d, in %s\n", t->file, t->line, t->func);
  const char *src = source_text(vm, t->file);
  if (src) vm_print_source_caret(stderr, src, t->line, t->col, t->end_col, "    ", 1);
}

void vm_print_exception(Vm *vm, const Exception *exc) {
  rt_stdout_flush();
  fflush(stdout);
  if (exc->ntrace > 0) fprintf(stderr, "Traceback (most recent call last):\n");
  int repeats = 0;
  for (int k = 0; k < exc->ntrace; k++) {
    if (k > 0 && same_frame(&exc->trace[k], &exc->trace[k - 1])) {
      if (++repeats >= 3) continue;
    } else {
      if (repeats >= 3) fprintf(stderr, "  [Previous line repeated %d more times]\n", repeats - 2);
      repeats = 0;
    }
    print_entry(vm, &exc->trace[k]);
  }
  if (repeats >= 3) fprintf(stderr, "  [Previous line repeated %d more times]\n", repeats - 2);
  const char *name = rt_exc_names[exc->kind];
  if (exc->message && exc->message[0]) fprintf(stderr, "%s: %s\n", name, exc->message);
  else fprintf(stderr, "%s\n", name);
  fflush(stderr);
}
