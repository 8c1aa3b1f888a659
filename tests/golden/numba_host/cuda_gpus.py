# cuda.gpus lists the one simulated device; its entries answer the device's attributes.
# no-cross-check: Numba's CUDA simulator models a device named SIMULATOR with compute capability 5.3
from numba import cuda
print(len(cuda.gpus), cuda.gpus[0])
for g in cuda.gpus:
    print(g.name, g.compute_capability)
print(repr(cuda.gpus)[:39])

# expect: 1 <Managed Device 0>
# expect: NVIDIA H100 80GB HBM3 (9, 0)
# expect: <numba.cuda.cudadrv.devices._DeviceList
