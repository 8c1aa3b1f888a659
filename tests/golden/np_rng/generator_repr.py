# str/repr/type of Generator and PCG64; default_rng passes a Generator through.
import numpy as np
rng = np.random.default_rng(1)
print(str(rng), repr(rng).startswith('Generator(PCG64) at 0x'))
print(type(rng), type(rng.bit_generator))
print(isinstance(rng, np.random.Generator), np.random.default_rng(rng) is rng)
bg = np.random.PCG64(3)
print(np.random.Generator(bg).bit_generator is bg)
print(np.random.Generator(np.random.PCG64(3)).random() == np.random.default_rng(3).random())

# expect: Generator(PCG64) True
# expect: <class 'numpy.random._generator.Generator'> <class 'numpy.random._pcg64.PCG64'>
# expect: True True
# expect: True
# expect: True
