# A pickled Generator, RandomState or bit generator continues the same stream (NumPy's
# numpy.random._pickle constructors with the bit generator's state); so do their deep copies.
import copy
import pickle
import numpy as np

g = np.random.default_rng(42)
g.random(3)
h = pickle.loads(pickle.dumps(g))
print(g.random(3), h.random(3))
print(g.integers(0, 100, 5), h.integers(0, 100, 5))
d = copy.deepcopy(g)
print(g.normal(size=2), d.normal(size=2))
r = np.random.RandomState(7)
r.rand(2)
r.standard_normal()
s = pickle.loads(pickle.dumps(r))
print(r.rand(3), s.rand(3))
print(r.standard_normal(2), s.standard_normal(2))
for bg in [np.random.PCG64(1), np.random.MT19937(1), np.random.Philox(1), np.random.SFC64(1)]:
    c = pickle.loads(pickle.dumps(bg))
    print(type(c).__name__, np.random.Generator(bg).random(2), np.random.Generator(c).random(2))
print(pickle.dumps(np.random.PCG64(5)))
print(pickle.dumps(np.random.default_rng(5)))
b = np.random.PCG64(1)
b2 = np.random.PCG64(9)
b2.state = b.state
print(b.random_raw(), b2.random_raw())
for bad in [5, {'bit_generator': 'MT19937'}, {'bit_generator': 'PCG64'}]:
    try:
        b.state = bad
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
try:
    np.random.MT19937(1).state = {'bit_generator': 'PCG64'}
except ValueError as e:
    print(e)
print(np.random.MT19937(3).state['state']['pos'], np.random.MT19937(3).state['state']['key'][:3])
m = np.random.MT19937(3)
m.state = np.random.MT19937(4).state
print(np.random.Generator(m).random(), np.random.Generator(np.random.MT19937(4)).random())
try:
    pickle.loads(pickle.dumps(np.random.default_rng(0)).replace(b'PCG64', b'PCG99'))
except ValueError as e:
    print(e)
d = pickle.dumps(np.random.RandomState(1))
print(pickle.loads(d.replace(b'has_gauss', b'has_gausz')).rand())
try:
    pickle.loads(d.replace(b'\x8c\x05state', b'\x8c\x05statf'))
except ValueError as e:
    print(e)
print(d == pickle.dumps(pickle.loads(d)))
# expect: [0.69736803 0.09417735 0.97562235] [0.69736803 0.09417735 0.97562235]
# expect: [73 76 71 78 51] [73 76 71 78 51]
# expect: [-0.85304393  0.87939797] [-0.85304393  0.87939797]
# expect: [0.97798951 0.53849587 0.50112046] [0.97798951 0.53849587 0.50112046]
# expect: [-0.46593737 -0.15698866] [-0.46593737 -0.15698866]
# expect: PCG64 [0.51182162 0.9504637 ] [0.51182162 0.9504637 ]
# expect: MT19937 [0.24067554 0.72958187] [0.24067554 0.72958187]
# expect: Philox [0.06680201 0.07901298] [0.06680201 0.07901298]
# expect: SFC64 [0.99562005 0.37211968] [0.99562005 0.37211968]
# expect: b'\x80\x04\x95\xb0\x00\x00\x00\x00\x00\x00\x00\x8c\x14numpy.random._pickle\x94\x8c\x14__bit_generator_ctor\x94\x93\x94\x8c\x05PCG64\x94\x85\x94R\x94}\x94(\x8c\rbit_generator\x94\x8c\x05PCG64\x94\x8c\x05state\x94}\x94(h\t\x8a\x11\xee\xefT\xe5!\xb9s\xd9\x83\x91\xce)\xd1\xc1\x00\xe5\x00\x8c\x03inc\x94\x8a\x11M#\x10-{\x0b\x02O\xa4\xb4j\x93\x8c{o\xaf\x00u\x8c\nhas_uint32\x94K\x00\x8c\x08uinteger\x94K\x00ub.'
# expect: b'\x80\x04\x95\xc7\x00\x00\x00\x00\x00\x00\x00\x8c\x14numpy.random._pickle\x94\x8c\x10__generator_ctor\x94\x93\x94\x8c\x05PCG64\x94h\x00\x8c\x14__bit_generator_ctor\x94\x93\x94\x86\x94R\x94}\x94(\x8c\rbit_generator\x94\x8c\x05PCG64\x94\x8c\x05state\x94}\x94(h\x0b\x8a\x11\xee\xefT\xe5!\xb9s\xd9\x83\x91\xce)\xd1\xc1\x00\xe5\x00\x8c\x03inc\x94\x8a\x11M#\x10-{\x0b\x02O\xa4\xb4j\x93\x8c{o\xaf\x00u\x8c\nhas_uint32\x94K\x00\x8c\x08uinteger\x94K\x00ub.'
# expect: 9441442522235856127 9441442522235856127
# expect: TypeError state must be a dict
# expect: ValueError state must be for a PCG64 RNG
# expect: KeyError 'state'
# expect: state must be for a MT19937 PRNG
# expect: 623 [2147483648 2902887791  607385081]
# expect: 0.5006479005279266 0.5006479005279266
# expect: PCG99 is not a known BitGenerator module.
# expect: 0.417022004702574
# expect: state dictionary is not valid.
# expect: True
