# np.sort of float32 with NumPy's AVX-512 loops turned off (NPY_DISABLE_CPU_FEATURES, read when
# numpy is imported): NumPy's introsort on every CPU, so one set of expectations
import os
os.environ['NPY_DISABLE_CPU_FEATURES'] = 'AVX512F,AVX512CD,AVX512_SKX'
import sort_f32_order_body
sort_f32_order_body.run()

# expect: 15 -
# expect: 16 -+-
# expect: 17 ++
# expect: 33 -+---+-
# expect: 64 ++---+--++++
# expect: 65 ------++-++-+
# expect: 100 +++--+-+---++----+------++
# expect: 128 --+--++-+-++---++-+-+++--++--
# expect: 129 -+-+--+++++------+--++----++--+
# expect: 200 +++----+--+-++-++--+-+---+-+++++++++++-++-+
# expect: nan bits [2139095040, 2139095040, 2143289345, 4290772992, 2139095041, 4286578690]
# expect: 300 18 2143289344 ++++-+-++-+-+--+-++--+-++-++-+++--+--+--++-+----
# expect: 1000 6958fb2cd2b0
# expect: 4099 b9d3501d4a22
# expect: 100000 42f324531590
# expect: rows e230ba01fb5b cols 5b90a17ebf72
# expect: in place e230ba01fb5b
# expect: sort_complex 0c4f8a9c6c27
