/* prof_regs.c — registers per thread as ptxas allocates them, for the occupancy model and its
 * advice. The simulator knows only its virtual registers, an upper bound that can be several
 * times the real count; NVRTC (gpu/gpu_regs.c) compiles the kernel for the modeled device's
 * architecture and the cubin says what ptxas used, with or without a GPU. One compile per
 * kernel specialisation and architecture, cached on disk with the launches' compiles; without
 * NVRTC the estimate stays and the advice says nothing about registers. */
#include <stdlib.h>
#include <string.h>

#include "../gpu/gpu.h"
#include "prof_internal.h"

static int lookup(Prof *p, const ProfKernel *k, const char *arch) {
  ProfRegsCache *c = &p->regs;
  for (int i = 0; i < c->n; i++)
    if (c->entry[i].func == k->func && c->entry[i].arch == arch) return c->entry[i].regs;
  int regs = gpu_kernel_registers((const KirFunc *)k->func, arch);
  if (c->n == c->cap) {
    int cap = c->cap ? 2 * c->cap : 16;
    void *grown = realloc(c->entry, (size_t)cap * sizeof *c->entry);
    if (!grown) return regs;
    c->entry = grown, c->cap = cap;
  }
  c->entry[c->n++] = (struct ProfRegsEntry){k->func, arch, regs};
  return regs;
}

void prof_regs_resolve(Prof *p, ProfKernel *k) {
  if (!k->func || k->regs_from_ptxas || !p->device->arch) return;
  int regs = lookup(p, k, p->device->arch);
  if (regs <= 0) return;
  k->regs_per_thread = regs;
  k->regs_from_ptxas = true;
}

void prof_regs_forget(Prof *p) {
  free(p->regs.entry);
  memset(&p->regs, 0, sizeof p->regs);
}
