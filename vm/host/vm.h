/* vm.h — the host VM as the `weft` command and the REPL use it.
 *
 * A Vm is one interpreter session: its module globals persist across vm_run_source() calls so
 * the REPL keeps its state. Errors are printed to stderr by these functions (compile errors as
 * `file:line:col: error: message` + source line + caret; runtime errors as a Python traceback)
 * and reported through the returned exit code (STYLE.md): 0 ok, 1 runtime error, 65 compile
 * error, 70 internal error.
 */
#ifndef WEFT_VM_HOST_VM_H
#define WEFT_VM_HOST_VM_H

#include <stdbool.h>
#include <stdio.h>

typedef struct Vm Vm;

Vm *vm_new(void);
void vm_free(Vm *vm);

/* Run a whole program file. Returns the exit code. */
int vm_run_file(Vm *vm, const char *path);
/* The running program's frames for the crash handler (vm/base/crash.h's rt_CrashFramesFn). */
void vm_crash_frames(int fd);

/* Run source text as the module body. `name` is the file name shown in messages ("<string>"
 * for -c, "<stdin>" in the REPL). With echo (REPL), the value of an expression statement is
 * printed with repr() unless it is None. Returns the exit code. */
int vm_run_source(Vm *vm, const char *name, const char *src, bool echo);

/* For the REPL: does this (multi-line) input need more lines? */
typedef enum { VM_INPUT_COMPLETE, VM_INPUT_INCOMPLETE, VM_INPUT_ERROR } VmInputStatus;
VmInputStatus vm_input_status(const char *src);

/* Print the bytecode of source (every function too) to out: used by `weft --dis` and `:dis`. */
int vm_disassemble_source(Vm *vm, const char *name, const char *src, FILE *out);

#endif
