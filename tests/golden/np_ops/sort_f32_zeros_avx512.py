# np.sort of float32 (default kind): on AVX-512 CPUs NumPy 1.24 runs its AVX-512 quicksort, which
# leaves -0.0 and 0.0 in its own order and writes NaNs back as 0x7fc00000; elsewhere its introsort
# (which keeps the NaNs' bits). Weft follows whichever this CPU gets.
import sort_f32_order_body
sort_f32_order_body.run()

# expect: 15 -
# expect[avx512_skx]: 16 +--
# expect[!avx512_skx]: 16 -+-
# expect: 17 ++
# expect[avx512_skx]: 33 ----+-+
# expect[!avx512_skx]: 33 -+---+-
# expect[avx512_skx]: 64 +--+-++--++-
# expect[!avx512_skx]: 64 ++---+--++++
# expect[avx512_skx]: 65 -----+++---+-
# expect[!avx512_skx]: 65 ------++-++-+
# expect[avx512_skx]: 100 --+---++++---+-+--+---++--
# expect[!avx512_skx]: 100 +++--+-+---++----+------++
# expect[avx512_skx]: 128 +-+++-+----++--+--+--++---++-
# expect[!avx512_skx]: 128 --+--++-+-++---++-+-+++--++--
# expect[avx512_skx]: 129 ---+---+---++------+---++--+---
# expect[!avx512_skx]: 129 -+-+--+++++------+--++----++--+
# expect[avx512_skx]: 200 -+--++-++-++-+++--+-++-++-++-+++--++++-++-+
# expect[!avx512_skx]: 200 +++----+--+-++-++--+-+---+-+++++++++++-++-+
# expect[avx512_skx]: nan bits [2139095040, 2139095040, 2143289344, 2143289344, 2143289344, 2143289344]
# expect[!avx512_skx]: nan bits [2139095040, 2139095040, 2143289345, 4290772992, 2139095041, 4286578690]
# expect[avx512_skx]: 300 18 2143289344 -+---+++-+++--+-+++-+-++-+++--+-+++-+-++++---+++
# expect[!avx512_skx]: 300 18 2143289344 ++++-+-++-+-+--+-++--+-++-++-+++--+--+--++-+----
# expect[avx512_skx]: 1000 2d8b64063aa6
# expect[!avx512_skx]: 1000 6958fb2cd2b0
# expect[avx512_skx]: 4099 b5bd3771d826
# expect[!avx512_skx]: 4099 b9d3501d4a22
# expect[avx512_skx]: 100000 f6b41adab5bd
# expect[!avx512_skx]: 100000 42f324531590
# expect[avx512_skx]: rows 5a4649ab9f94 cols b01db7c3ecbe
# expect[!avx512_skx]: rows e230ba01fb5b cols 5b90a17ebf72
# expect[avx512_skx]: in place 5a4649ab9f94
# expect[!avx512_skx]: in place e230ba01fb5b
# expect[avx512_skx]: sort_complex 48676f5f900b
# expect[!avx512_skx]: sort_complex 0c4f8a9c6c27
