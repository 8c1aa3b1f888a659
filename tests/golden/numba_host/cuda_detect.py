# cuda.detect() lists the simulated device like Numba does and returns True.
# no-cross-check: Numba's CUDA simulator lists a device named SIMULATOR
from numba import cuda
print(cuda.detect())

# expect: Found 1 CUDA devices
# expect: id 0    b'NVIDIA H100 80GB HBM3'                              [SUPPORTED]
# expect:                       Compute Capability: 9.0
# expect:                            PCI Device ID: 0
# expect:                               PCI Bus ID: 0
# expect:                                     UUID: GPU-77656674-0000-0000-0000-000000000000
# expect:                                 Watchdog: Disabled
# expect:              FP32/FP64 Performance Ratio: 2
# expect: Summary:
# expect: 	1/1 devices are supported
# expect: True
