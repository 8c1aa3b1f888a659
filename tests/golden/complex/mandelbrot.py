# A course-style Mandelbrot set in ASCII, iterating z = z*z + c on complex numbers.
def escape(c, limit=30):
    z = 0j
    for n in range(limit):
        z = z * z + c
        if abs(z) > 2:
            return n
    return limit

for row in range(12):
    y = 1.2 - row * 0.2
    line = ""
    for col in range(40):
        x = -2.1 + col * 0.075
        n = escape(complex(x, y))
        line += " .:-=+*#%@"[min(n, 9)] if n < 30 else "@"
    print(line.rstrip())
print(escape(0j), escape(1 + 1j), escape(-1 + 0j))
# expect:        ......:::::::::::::::::..........
# expect:      ....::::::::::----==+@@@---:::.....
# expect:     ..::::::::::-----=++#@@@@*===-::::..
# expect:    .:::::::::--===+*@@@@@@@@@@@@@@=-::::
# expect:   .::::---=@******#@@@@@@@@@@@@@@@@=-:::
# expect:   :----==+*@@@@@@@@@@@@@@@@@@@@@@@*=-:::
# expect:   @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@*+=--::
# expect:   :----==+*@@@@@@@@@@@@@@@@@@@@@@@*=-:::
# expect:   .::::---=@******#@@@@@@@@@@@@@@@@=-:::
# expect:    .:::::::::--===+*@@@@@@@@@@@@@@=-::::
# expect:     ..::::::::::-----=++#@@@@*===-::::..
# expect:      ....::::::::::----==+@@@---:::.....
# expect: 30 1 30
