# fixture: fail stdout differs
print("x")
# expect[avx512_skx]: y
# expect[!avx512_skx]: y
