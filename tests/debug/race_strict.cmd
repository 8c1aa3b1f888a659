# run: race.py --check=strict
c
info shared
p s
p s[(t + 1) % 4] for lanes
c
