# %-formatting: a float precision above 2**31 - 1 is "precision too big".
print("%.1f" % 2.25)
print("%.2147483648f" % 1.0)

# expect: 2.2
# expect runtime error: ValueError: precision too big
