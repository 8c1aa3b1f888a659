# Fused chains on sizes that end mid-block and on a block edge, float32, float64, complex128 and
# a float64 comparison chain giving bools: the same bits as NumPy's whole-array passes.
import numpy as np

for n in (65536, 65537, 70001, 131071, 262147):
    x = np.linspace(-3, 3, n)
    y = np.linspace(0.5, 2, n)
    r64 = np.exp(-x * x / 2) / np.sqrt(2 * np.pi) + x * y - y * 0.25
    r32 = np.sin(x.astype(np.float32)) * np.float32(0.5) + y.astype(np.float32) ** 2
    m = (x > 0.5) & (y < 1.5) | (x < -2.0)
    z = x + 1j * y
    rc = z * z + z * 0.5 - 1.0
    print(n, int(r64.view(np.uint64).sum() % 2**61), int(r32.view(np.uint32).astype(np.uint64).sum()),
          int(m.sum()), int(rc.view(np.uint64).sum() % 2**61))

# expect: 65536 2161741751096638464 69738016826136 16384 596240102363394048
# expect: 65537 2167276566907695104 69739080945232 16384 604057384259551232
# expect: 70001 1219691101895422976 74489302377000 17500 1070390250650337280
# expect: 131071 2024349871583940096 139474970593184 32767 1196176065803497472
# expect: 262147 1725325487255270912 278955262833884 65536 69733200362196992
