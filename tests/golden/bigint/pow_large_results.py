# Powers with large results (computed step by step so that Ctrl-C is seen between the steps):
# the same values as CPython's.
print(3**1000 % 10**9, (-7)**100001 % 1000003, 2**(2**21) % 12345, (12345**5000) % 99991)
print((10**300000)**3 % 7, 5**0, (2**2000000)**1 == 2**2000000, (-3)**(2**20) % 1000, (-3)**(2**20 + 1) % 1000)
# expect: 855220001 279111 2941 14113
# expect: 1 1 True 921 237
