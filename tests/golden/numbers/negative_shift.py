# Shifting by a negative count.
print(1 << -1)

# expect runtime error: ValueError: negative shift count
