/* memlimit.h — --max-memory: a bound on the memory a program may hold, so that a program that
 * grows too large gets MemoryError (which it may catch) instead of the kernel's OOM killer.
 *
 * The bound is on the resident memory of the process. An allocation asks rt_memory_allows(n)
 * before it allocates: n bytes more must fit under the bound with what is resident now. Reading
 * what is resident costs a system call, so it is read again only for a large request (1 MiB and
 * more) or after 4 MiB of small requests since the last reading; between readings the small
 * requests are added up, so a program growing by many small blocks stops within 4 MiB of the
 * bound. The allocators of this layer (rt_malloc, rt_calloc, rt_realloc) and NumPy's array
 * buffers (np_data_alloc) ask; memory the C library or foreign code allocates is seen only
 * through the next reading. */
#ifndef WEFT_BASE_MEMLIMIT_H
#define WEFT_BASE_MEMLIMIT_H

#include <stdbool.h>
#include <stddef.h>

/* The bound in bytes; 0 (the default) is none. */
void rt_set_memory_limit(size_t bytes);
size_t rt_memory_limit(void);
/* May n bytes more be allocated? Always true without a bound. Thread-safe. */
bool rt_memory_allows(size_t n);
/* The process's resident memory now, in bytes (0 when it cannot be read). */
size_t rt_memory_resident(void);
/* Parses SIZE for --max-memory: a positive number of bytes with an optional K, M, G or T suffix
 * (powers of 1024; "512M", "2G"). Returns 0 for text that is not one, or too large a number. */
size_t rt_memory_parse_size(const char *text);

#endif
