# The 'z' option turns a negative zero (after rounding) into zero.
print(format(-0.001, "z.2f"), format(-0.001, ".2f"), format(-0.0, "z"), format(-1e-9, "z.1e"), format(-0.004, "z.1%"), f"{-0.04:z.1f}")

# expect: 0.00 -0.00 0.0 -1.0e-09 -0.4% 0.0
