# The simulator's device entries are contexts: they have no name attribute.
from numba import cuda
ctx = cuda.current_context()
print(ctx, ctx.id, ctx.compute_capability, cuda.current_context(2))
print(ctx.name)

# expect: <Managed Device 0> 0 (5, 2) <Managed Device 2>
# expect runtime error: AttributeError: 'FakeCUDAContext' object has no attribute 'name'
