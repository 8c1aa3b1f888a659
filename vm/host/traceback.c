/* traceback.c — Python-style tracebacks: the hook that snapshots the VM's frames when an
 * exception is raised, and printing in CPython 3.11's format (source line, carets, and
 * "[Previous line repeated N more times]" for runs of identical frames). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../front/diag.h"
#include "../base/io.h"
#include "vm_internal.h"

_Thread_local Vm *vm_current;

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
  int name_len = vm->tb_name_len; /* set by a CALLG whose function name is undefined */
  vm->tb_name_len = 0;
  if (vm->saved_trace) {
    restore_saved(vm, exc);
    return;
  }
  free(vm->tb_anchors);
  vm->tb_anchors = calloc((size_t)(2 * vm->nframes + 2), sizeof(int));
  vm->ntb_anchors = vm->tb_anchors ? vm->nframes : 0;
  for (int k = 0; k < vm->nframes; k++) {
    CallFrame *fr = &vm->frames[k];
    Proto *p = fr->fn->proto;
    long pc = (long)(fr->pc - p->code) - 1;
    if (pc < 0) pc = 0;
    if (pc >= p->ncode) pc = p->ncode - 1;
    Span s = p->ncode > 0 ? p->spans[pc] : (Span){0, 0, 0, 0};
    int end = s.end_line == s.line ? s.end_col : 100000;
    bool name_only = name_len > 0 && k == vm->nframes - 1;
    if (name_only) end = s.col + name_len;
    rt_exception_add_frame(exc, p->source->name, p->name, s.line, s.col, end);
    if (k < vm->ntb_anchors && p->ncode > 0 && !name_only) {
      vm->tb_anchors[2 * k] = p->anchors[2 * pc];
      vm->tb_anchors[2 * k + 1] = p->anchors[2 * pc + 1];
    }
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

static const char *find_line(const char *src, int line, int *len) {
  const char *p = src;
  for (int l = 1; l < line && *p; p++) {
    if (*p == '\n') l++;
  }
  const char *e = p;
  while (*e && *e != '\n' && *e != '\r') e++;
  *len = (int)(e - p);
  return p;
}

/* CPython 3.11's carets with anchors: '~' under the operands and '^' under a binary
 * operator, or '~' under a subscripted value and '^' under its [index]. a0, a1 are
 * 1-based columns (see vm_anchor). */
static void print_anchored(const char *src, const TraceEntry *t, int a0, int a1) {
  int len;
  const char *line = find_line(src, t->line, &len);
  while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\t')) len--;
  int skip = 0;
  while (skip < len && (line[skip] == ' ' || line[skip] == '\t')) skip++;
  int start = t->col - 1, end = t->end_col - 1; /* 0-based, end exclusive */
  if (end > len) end = len;
  int left = a0 - 1, right;
  if (a1 == -1) {
    while (left < end && (line[left] == ' ' || line[left] == '\t')) left++;
    right = left + 1;
    if (right < end && line[right] != ' ' && line[right] != '\t' && line[right] != '(') right++;
  } else {
    right = a1 - 1;
  }
  if (left < start || right > end || left >= right) {
    vm_print_source_caret(stderr, src, t->line, t->col, t->end_col, "    ", 1);
    return;
  }
  fprintf(stderr, "    %.*s\n    ", len - skip, line + skip);
  for (int k = skip; k < start; k++) fputc(' ', stderr);
  for (int k = start; k < end; k++) fputc(k >= left && k < right ? '^' : '~', stderr);
  fputc('\n', stderr);
}

static void print_entry(Vm *vm, const TraceEntry *t, const int *anchors) {
  fprintf(stderr, "  File \"%s\", line %d, in %s\n", t->file, t->line, t->func);
  const char *src = source_text(vm, t->file);
  if (!src) return;
  if (anchors && anchors[0] > 0) print_anchored(src, t, anchors[0], anchors[1]);
  else vm_print_source_caret(stderr, src, t->line, t->col, t->end_col, "    ", 1);
}

/* The REPL's helper functions (`__weft_timeit__`, repl/magic.c) wrap the user's statement:
 * like CPython's importlib frames, theirs are left out: the traceback reads as the statement's. */
static bool hidden_frame(const TraceEntry *t) { return strncmp(t->func, "__weft_", 7) == 0; }

void vm_print_exception(Vm *vm, const Exception *exc) {
  rt_stdout_flush();
  fflush(stdout);
  if (exc->ntrace > 0) fprintf(stderr, "Traceback (most recent call last):\n");
  int repeats = 0;
  for (int k = 0; k < exc->ntrace; k++) {
    if (hidden_frame(&exc->trace[k])) continue;
    if (k > 0 && same_frame(&exc->trace[k], &exc->trace[k - 1])) {
      if (++repeats >= 3) continue;
    } else {
      if (repeats >= 3) fprintf(stderr, "  [Previous line repeated %d more times]\n", repeats - 2);
      repeats = 0;
    }
    print_entry(vm, &exc->trace[k], k < vm->ntb_anchors ? &vm->tb_anchors[2 * k] : NULL);
  }
  if (repeats >= 3) fprintf(stderr, "  [Previous line repeated %d more times]\n", repeats - 2);
  const char *name = rt_exc_names[exc->kind];
  if (exc->message && exc->message[0]) fprintf(stderr, "%s: %s\n", name, exc->message);
  else fprintf(stderr, "%s\n", name);
  fflush(stderr);
}
