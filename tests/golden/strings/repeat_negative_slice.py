# Slices with negative steps and out-of-range bounds on strings.
s = "0123456789"
print(s[-1:-11:-1], s[8:1:-3], s[-100:100], s[5:-5], s[::-100], s[3::-1], s[:-3:-1])

# expect: 9876543210 852 0123456789  9 3210 98
