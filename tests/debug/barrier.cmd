# run: barrier.py
c
info warps
p t
thread 50
p t
info lanes
c
