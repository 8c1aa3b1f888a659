/* gpu_regs.c — how many registers per thread a kernel really uses on a given GPU, without one:
 * the profiler's occupancy model and its advice need it, and the simulator's virtual registers
 * are only an upper bound. The kernel's CUDA C goes through NVRTC to a cubin for the modeled
 * device's architecture (the same compile, options and disk cache as a launch), and the count
 * ptxas allocated is read from the cubin.
 *
 * A cubin is an ELF64 file. Its CUDA information sections (type SHT_LOPROC, ".nv.info" and
 * ".nv.info.<kernel>") hold attribute records: a format byte, an attribute byte, then either a
 * 16-bit value (formats 1-3) or a 16-bit size and that many bytes (format 4). The register
 * count is attribute 0x2f (EIATTR_REGCOUNT), format 4: the kernel's symbol index and the count,
 * two 32-bit words. `nvcc -Xptxas -v` prints the same number ("Used N registers"). */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/base/strbuf.h"
#include "gpu.h"

#define NV_INFO_SECTION SHT_LOPROC /* 0x70000000 */
#define EIATTR_REGCOUNT 0x2f
#define EIFMT_SVAL 4

typedef struct Cubin {
  const unsigned char *data;
  size_t size;
} Cubin;

/* Section i's header, NULL when the file is too short for it. */
static const Elf64_Shdr *section(Cubin c, const Elf64_Ehdr *eh, unsigned i) {
  if (i >= eh->e_shnum || eh->e_shentsize != sizeof(Elf64_Shdr)) return NULL;
  size_t off = eh->e_shoff + (size_t)i * sizeof(Elf64_Shdr);
  return off + sizeof(Elf64_Shdr) <= c.size ? (const Elf64_Shdr *)(c.data + off) : NULL;
}

static bool inside(Cubin c, const Elf64_Shdr *s) { return s->sh_offset <= c.size && s->sh_size <= c.size - s->sh_offset; }

/* The name of symbol `index` of the symbol table, "" when it has none. */
static const char *symbol_name(Cubin c, const Elf64_Ehdr *eh, uint32_t index) {
  for (unsigned i = 0; i < eh->e_shnum; i++) {
    const Elf64_Shdr *s = section(c, eh, i);
    if (!s || s->sh_type != SHT_SYMTAB || !inside(c, s)) continue;
    const Elf64_Shdr *names = section(c, eh, s->sh_link);
    if (!names || !inside(c, names) || (uint64_t)(index + 1) * sizeof(Elf64_Sym) > s->sh_size) return "";
    const Elf64_Sym *sym = (const Elf64_Sym *)(c.data + s->sh_offset) + index;
    if (sym->st_name >= names->sh_size) return "";
    const char *n = (const char *)c.data + names->sh_offset + sym->st_name;
    return memchr(n, 0, names->sh_size - sym->st_name) ? n : "";
  }
  return "";
}

/* EIATTR_REGCOUNT of kernel `name` in one information section, or -1. */
static int regcount_in(Cubin c, const Elf64_Ehdr *eh, const Elf64_Shdr *s, const char *name) {
  const unsigned char *p = c.data + s->sh_offset, *end = p + s->sh_size;
  while (end - p >= 4) {
    int format = p[0], attr = p[1];
    uint16_t size;
    memcpy(&size, p + 2, 2);
    if (format != EIFMT_SVAL) { p += 4; continue; }
    if (end - p - 4 < size) break;
    if (attr == EIATTR_REGCOUNT && size >= 8) {
      uint32_t sym, regs;
      memcpy(&sym, p + 4, 4);
      memcpy(&regs, p + 8, 4);
      if (strcmp(symbol_name(c, eh, sym), name) == 0) return (int)regs;
    }
    p += 4 + size;
  }
  return -1;
}

static int cubin_registers(Cubin c, const char *name) {
  if (c.size < sizeof(Elf64_Ehdr) || memcmp(c.data, ELFMAG, SELFMAG) != 0 || c.data[EI_CLASS] != ELFCLASS64) return -1;
  Elf64_Ehdr eh;
  memcpy(&eh, c.data, sizeof eh);
  for (unsigned i = 0; i < eh.e_shnum; i++) {
    const Elf64_Shdr *s = section(c, &eh, i);
    if (!s || s->sh_type != NV_INFO_SECTION || !inside(c, s)) continue;
    int regs = regcount_in(c, &eh, s, name);
    if (regs >= 0) return regs;
  }
  return -1;
}

typedef struct RegsJob {
  const KirFunc *f;
  const char *arch;
  int regs;
} RegsJob;

static void compile_and_read(void *ud) {
  RegsJob *job = ud;
  char name[256];
  gpu_kernel_name(job->f, name, sizeof name);
  StrBuf src;
  rt_sb_init(&src);
  int mark = rt_sb_cleanup_push(&src);
  gpu_codegen(job->f, &src);
  GpuImage img = gpu_compile_unreported(name, src.data, job->arch);
  rt_cleanup_pop(mark, true);
  if (!img.is_ptx) job->regs = cubin_registers((Cubin){img.data, img.size}, name);
  gpu_image_free(&img);
}

int gpu_kernel_registers(const KirFunc *f, const char *arch) {
  if (!gpu_nvrtc_built()) return -1;
  RegsJob job = {f, arch, -1};
  if (rt_pcall(compile_and_read, &job) != 0) {
    rt_error_clear();
    gpu_internal_error_forget(); /* the profiler asked; no program of the user's failed */
    return -1;
  }
  return job.regs;
}
