# The current device is the modeled H100: name, compute capability and limits.
# no-cross-check: Numba's CUDA simulator has no get_current_device
from numba import cuda
dev = cuda.get_current_device()
print(dev.name)
print(dev.compute_capability)
print(dev.MULTIPROCESSOR_COUNT, dev.MAX_THREADS_PER_BLOCK, dev.WARP_SIZE)
print(dev.MAX_SHARED_MEMORY_PER_BLOCK, dev.MAX_BLOCK_DIM_Z, dev.MAX_GRID_DIM_Y)
print(dev)
print(cuda.gpus[0].name)

# expect: NVIDIA H100 80GB HBM3
# expect: (9, 0)
# expect: 132 1024 32
# expect: 49152 64 65535
# expect: <CUDA device 0 'b'NVIDIA H100 80GB HBM3''>
# expect: NVIDIA H100 80GB HBM3
