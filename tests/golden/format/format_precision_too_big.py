# A float precision above 2**31 - 1 is "precision too big" in format specs and in %-formatting.
print(f"{1.5:.3f}", "%.2e" % 1.5)
print(f"{1.5:.999999999999999999}")

# expect: 1.500 1.50e+00
# expect runtime error: ValueError: precision too big
