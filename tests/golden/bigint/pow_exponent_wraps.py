# no-cross-check: CPython computes 2 ** 2**63 for minutes before its MemoryError
# Powers whose bit count times the exponent wraps 64 bits (2 ** 2**63): MemoryError at once
# (the size check wrapped, and GMP aborted the process).
for e in ["2 ** 2**63", "3 ** 2**62", "(-2) ** (2**63 + 1)", "7 ** (2**64 - 1)"]:
    try:
        eval(e)
    except MemoryError:
        print("MemoryError", e)
print(2 ** 64, (-3) ** 41)
# expect: MemoryError 2 ** 2**63
# expect: MemoryError 3 ** 2**62
# expect: MemoryError (-2) ** (2**63 + 1)
# expect: MemoryError 7 ** (2**64 - 1)
# expect: 18446744073709551616 -36472996377170786403
