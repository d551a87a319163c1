(function(){var $gwt_version = "2.6.0";var $wnd = window;var $doc = $wnd.document;var $moduleName, $moduleBase;var $strongName = '694169309C8362F4AD96846150CDA3B1';var $stats = $wnd.__gwtStatsEvent ? function(a) {return $wnd.__gwtStatsEvent(a);} : null;var $sessionId = $wnd.__gwtStatsSessionId ? $wnd.__gwtStatsSessionId : null;$stats && $stats({moduleName:'gwttodo',sessionId:$sessionId,subSystem:'startup',evtGroup:'moduleStartup',millis:(new Date()).getTime(),type:'moduleEvalStart'});function V(){}
function rF(){}
function ab(){}
function hb(){}
function xc(){}
function Pc(){}
function od(){}
function Fe(){}
function Oe(){}
function cf(){}
function tf(){}
function Cf(){}
function ug(){}
function lh(){}
function bi(){}
function yo(){}
function Bo(){}
function Qq(){}
function Tq(){}
function Zr(){}
function At(){}
function Xt(){}
function $t(){}
function $u(){}
function Xu(){}
function XD(){}
function jv(){}
function sw(){}
function px(){}
function wy(){}
function zy(){}
function Cy(){}
function Zy(){}
function az(){}
function Iz(){}
function _w(a){}
function bt(a){fs()}
function jt(){Ws()}
function jd(){Zc()}
function Vr(){Ur()}
function Bs(){As()}
function tt(a){mt=a}
function We(a,b){a.j=b}
function Ye(a,b){a.b=b}
function Ze(a,b){a.c=b}
function Rx(a,b){a.c=b}
function Ro(a,b){a.v=b}
function hn(a,b){a.h=b}
function jn(a,b){a.l=b}
function kn(a,b){a.m=b}
function Qx(a,b){a.b=b}
function md(a,b){a.b+=b}
function nd(a,b){a.b+=b}
function Ed(b,a){b.id=a}
function lb(a){this.b=a}
function Dc(a){this.b=a}
function Gc(a){this.b=a}
function Jf(a){this.b=a}
function jg(a){this.b=a}
function Qg(a){this.b=a}
function _g(a){this.b=a}
function qh(a){this.b=a}
function Dh(a){this.b=a}
function Eo(a){this.b=a}
function Vp(a){this.b=a}
function dq(a){this.b=a}
function fq(a){this.b=a}
function Lq(a){this.b=a}
function vr(a){this.b=a}
function Qs(a){this.b=a}
function Yw(a){this.b=a}
function gy(a){this.b=a}
function iy(a){this.b=a}
function ky(a){this.b=a}
function my(a){this.b=a}
function Qy(a){this.b=a}
function Ty(a){this.b=a}
function Cz(a){this.b=a}
function Vz(a){this.b=a}
function gA(a){this.b=a}
function $B(a){this.b=a}
function pC(a){this.b=a}
function RC(a){this.e=a}
function Zv(a){this.d=a}
function lD(a){this.b=a}
function bE(a){this.c=a}
function mE(a){this.c=a}
function zf(){this.b={}}
function Pg(){this.b=[]}
function gB(){eB(this)}
function WE(){FB(this)}
function XE(){FB(this)}
function xb(){ad(Zc())}
function fb(){new AD}
function hc(){return dc}
function Wg(a){return a.b}
function eh(a){return a.b}
function vh(a){return a.b}
function Jh(a){return a.b}
function oh(){return null}
function Qh(){return null}
function ai(a){return a.b}
function yd(a){a.focus()}
function eB(a){a.b=new od}
function ct(a){fs();return}
function dt(a){Qd(a);et(a)}
function zu(){zu=rF;cw()}
function Fu(){Fu=rF;Ku()}
function uv(){uv=rF;Cv()}
function nb(){this.b=ob()}
function mf(){this.d=++jf}
function iv(){throw new pF}
function yc(a){return a.D()}
function ox(a){vw(a.b,a.c)}
function oo(a,b){uo(a.b,b)}
function fy(a,b){$x(a.b,b)}
function Ep(a,b){kr(a.o,b)}
function Au(a,b){tu(a.c,b)}
function Iy(a,b){fw(b,a.o)}
function Gd(c,a,b){c[a]=b}
function $d(c,a,b){c[a]=b}
function yf(a,b,c){a.b[b]=c}
function Pb(b,a){b.length=a}
function zz(){xb.call(this)}
function Rz(){xb.call(this)}
function aA(){xb.call(this)}
function dA(){xb.call(this)}
function tA(){xb.call(this)}
function kB(){xb.call(this)}
function pF(){xb.call(this)}
function dg(){eg.call(this)}
function gg(){eg.call(this)}
function mg(){this.b=new dg}
function Tn(){this.b=new gB}
function bB(){this.b=new od}
function bF(){this.b=new XE}
function aF(){this.b=new WE}
function Cb(){Cb=rF;Bb=new V}
function Ev(){Cv();return xv}
function me(){ke();return fe}
function Fg(){Dg();return zg}
function Jr(){Hr();return Dr}
function Rr(){Pr();return Lr}
function uy(){sy();return oy}
function hz(a){gz();this.b=a}
function lz(a,b){Xx(b.b,a.b)}
function sz(a,b){Yx(b.b,a.b)}
function Ov(a,b){Rv(a,b,a.d)}
function yp(a,b){Np(a,a.d,b)}
function Hd(b,a){b.tabIndex=a}
function Zd(b,a){b.checked=a}
function Je(){Je=rF;Ie=new Oe}
function oc(){oc=rF;nc=new xc}
function kh(){kh=rF;jh=new lh}
function Vq(){Vq=rF;Pq=new Tq}
function Ur(){Ur=rF;Tr=new mf}
function As(){As=rF;zs=new mf}
function fs(){fs=rF;ds=new jt}
function ts(){ts=rF;ss=new At}
function bz(){bz=rF;Yy=new az}
function gz(){gz=rF;fz=new mg}
function TD(){TD=rF;SD=new XD}
function ME(){this.b=new Date}
function Hn(){return !!$stats}
function xf(a,b){return a.b[b]}
function Po(a){return fs(),a.v}
function sg(a){pg.call(this,a)}
function gh(a){yb.call(this,a)}
function hh(a){Ab.call(this,a)}
function iq(a){Jf.call(this,a)}
function gu(a){du.call(this,a)}
function Ch(){Dh.call(this,{})}
function $z(a){yb.call(this,a)}
function bA(a){yb.call(this,a)}
function eA(a){yb.call(this,a)}
function uA(a){yb.call(this,a)}
function yA(a){$z.call(this,a)}
function lB(a){yb.call(this,a)}
function GE(a){rE.call(this,a)}
function IE(a){bE.call(this,a)}
function tq(a){vc((oc(),nc),a)}
function ir(a){wc((oc(),nc),a)}
function Th(a){throw new gh(a)}
function Nh(a){return new qh(a)}
function Ph(a){return new Wh(a)}
function Gn(a){return new En[a]}
function Gx(a,b){return a.c==b}
function qA(a,b){return a>b?a:b}
function rA(a,b){return a<b?a:b}
function Os(a,b){a.__listener=b}
function Dd(b,a){b.className=a}
function Mb(b,a){b[b.length]=a}
function Nb(b,a){b[b.length]=a}
function Ob(b,a){b[b.length]=a}
function Up(a,b){Cp(a.b,b,true)}
function Fp(a,b,c){lr(a.o,b,c)}
function _s(a,b,c){Js(a);at(b,c)}
function is(a,b){fs();$s(ds,a,b)}
function js(a,b){fs();_s(ds,a,b)}
function Qo(a,b){Ro(a,(fs(),b))}
function du(a){Ro(this,(fs(),a))}
function ev(a){Ro(this,(fs(),a))}
function av(){Ru.call(this,Vu())}
function ru(){ab.call(this,db())}
function Fs(){Tf.call(this,null)}
function ax(a){this.d=a;_w(this)}
function yb(a){this.f=a;ad(Zc())}
function zb(a){this.f=a;ad(Zc())}
function ay(a){by(a);cy(a);_x(a)}
function Ce(a){Ae();Ob(xe,a);De()}
function Xx(a,b){xD(a.e,b);ay(a)}
function So(a,b){Wo((fs(),a.v),b)}
function To(a,b){is((fs(),a.v),b)}
function $o(a,b){!!a.t&&Sf(a.t,b)}
function vp(a,b){return Yq(a.o,b)}
function wp(a,b){return Zq(a.o,b)}
function yr(a,b){return uD(a.n,b)}
function It(a,b){return Qv(a.c,b)}
function Yd(a){return !!a.checked}
function Ld(a){return a.keyCode|0}
function vn(a){return a.l|a.m<<22}
function Dw(a,b){return a.g.tb(b)}
function JB(b,a){return b.f[$F+a]}
function aE(a,b){return a.c.sb(b)}
function $E(a,b){return GB(a.b,b)}
function fu(a,b){Fd((fs(),a.v),b)}
function ND(a,b,c){a.splice(b,c)}
function ux(a){a.b.O(a.e,a.d,a.c)}
function Io(a){ud(a.parentNode,a)}
function Kd(a){a=MA(a);return a}
function Qd(a){a.preventDefault()}
function xt(){this.b=new Tf(null)}
function Kt(){this.c=new Uv(this)}
function be(a,b){this.c=a;this.d=b}
function le(a,b){be.call(this,a,b)}
function Eg(a,b){be.call(this,a,b)}
function Qr(a,b){be.call(this,a,b)}
function Dv(a,b){be.call(this,a,b)}
function kw(a,b){this.b=a;this.c=b}
function Fd(b,a){b.innerHTML=a||VF}
function ix(a,b){this.c=a;this.b=b}
function Tx(a,b){this.c=a;this.b=b}
function Ny(a,b){this.b=a;this.c=b}
function sc(a){return !!a.b||!!a.g}
function br(a){return !a.f?a.j:a.f}
function sd(a){return a.firstChild}
function OC(a){return a.c<a.e.Ab()}
function Jc(a){return Nc((Zc(),a))}
function ls(a){return Is((fs(),a))}
function Mh(a){return $g(),a?Zg:Yg}
function rz(){rz=rF;gz();qz=new mf}
function kz(){kz=rF;gz();jz=new mf}
function WA(){WA=rF;TA={};VA={}}
function ps(a){ns();!!ms&&pt(ms,a)}
function Ut(a){Tt();sg.call(this,a)}
function ww(){xw.call(this,new AD)}
function kc(a){$wnd.clearTimeout(a)}
function bc(a){!!a&&(Xs(a),Ls(a.b))}
function Nt(a,b){Gt(a,b,(fs(),a.v))}
function qv(a){Gd((fs(),a.v),ZG,VF)}
function mz(a){kz();hz.call(this,a)}
function tz(a){rz();hz.call(this,a)}
function uC(a,b){this.c=a;this.b=b}
function fD(a,b){this.b=a;this.c=b}
function kF(a,b){this.b=a;this.c=b}
function _A(a,b){md(a.b,b);return a}
function aB(a,b){nd(a.b,b);return a}
function fB(a,b){nd(a.b,b);return a}
function Cp(a,b,c){jr(a.o,b,c,true)}
function Kx(a,b,c){Jx(a,pi(b,39),c)}
function jc(a,b){return pd(a,b,null)}
function LB(b,a){return $F+a in b.f}
function GA(b,a){return b.indexOf(a)}
function ui(a){return a==null?null:a}
function PE(a){return a<10?sG+a:VF+a}
function Kc(a){return parseInt(a)||-1}
function Sd(a,b){a.textContent=b||VF}
function Rd(a,b){return a.contains(b)}
function Vu(){Qu();return $doc.body}
function hB(a){eB(this);nd(this.b,a)}
function Tf(a){this.b=new gg;this.c=a}
function po(){this.b='localStorage'}
function AD(){this.b=fi(Qm,vF,0,0,0)}
function oe(){le.call(this,'NONE',0)}
function qe(){le.call(this,'BLOCK',1)}
function Kv(){Dv.call(this,'LEFT',2)}
function Mv(){Dv.call(this,'RIGHT',3)}
function Sx(a){Tx.call(this,a,false)}
function rv(a){du.call(this,a);new ug}
function Zm(a){return $m(a.l,a.m,a.h)}
function NA(a){return fi(Sm,vF,1,a,0)}
function Yp(a,b,c){return Zo(a.b,b,c)}
function oi(a,b){return a.cM&&a.cM[b]}
function BC(a,b){(a<0||a>=b)&&GC(a,b)}
function Cd(c,a,b){c.setAttribute(a,b)}
function Ad(b,a){b.removeAttribute(a)}
function Hu(b,a){b.__gwt_resolve=Iu(a)}
function Hp(a){Ip.call(this,new Sp(a))}
function se(){le.call(this,'INLINE',2)}
function Gv(){Dv.call(this,'CENTER',0)}
function OD(a,b,c,d){a.splice(b,c,d)}
function $m(a,b,c){return {l:a,m:b,h:c}}
function rd(a,b){return a.childNodes[b]}
function ni(a,b){return a.cM&&!!a.cM[b]}
function gc(a){return a.$H||(a.$H=++Zb)}
function ti(a){return a.tM==rF||ni(a,1)}
function Sp(a){this.b=a;Qo(this,this.b)}
function Ap(a){var b;b=yq(a);!!b&&yd(b)}
function ad(){var a;a=$c(new jd);cd(a)}
function pq(){oq=QF(function(a){rq(a)})}
function ws(){if(!qs){zt(ss);qs=true}}
function Sn(a,b){fB(a.b,b.b);return a}
function _E(a,b){return QB(a.b,b)!=null}
function DA(b,a){return b.charCodeAt(a)}
function qd(b,a){return b.appendChild(a)}
function ud(b,a){return b.removeChild(a)}
function ri(a,b){return a!=null&&ni(a,b)}
function Jn(c,a,b){return a.replace(c,b)}
function er(a){return (!a.f?a.j:a.f).n.c}
function rE(a){bE.call(this,a);this.b=a}
function CE(a){mE.call(this,a);this.b=a}
function Iv(){Dv.call(this,'JUSTIFY',1)}
function Ix(a,b,c,d){Hx(a,b,pi(c,39),d)}
function gs(a,b){fs();qd(a,(Fu(),Gu(b)))}
function wc(a,b){a.d=zc(a.d,[b,false])}
function GC(a,b){throw new eA(_G+a+aH+b)}
function bf(){bf=rF;af=new nf(fG,new cf)}
function sf(){sf=rF;rf=new nf(gG,new tf)}
function Tt(){Tt=rF;Rt=new Xt;St=new $t}
function eg(){this.e=new WE;this.d=false}
function ob(){return (new Date).getTime()}
function to(a,b){return $wnd[a].getItem(b)}
function HA(b,a){return b.lastIndexOf(a)}
function LA(c,a,b){return c.substr(a,b-a)}
function eC(a){return a.c=pi(PC(a.b),62)}
function Td(a){return a.currentTarget||$wnd}
function Gb(a){return a==null?null:a.name}
function dr(a,b){return yr(!a.f?a.j:a.f,b)}
function Xd(b,a){return b.getElementById(a)}
function ac(a,b,c){return a.apply(b,c);var d}
function ag(a,b){var c;c=bg(a,b);return c}
function zc(a,b){!a&&(a=[]);Mb(a,b);return a}
function uD(a,b){BC(b,a.c);return a.b[b]}
function Yf(a,b,c){var d;d=_f(a,b);d.qb(c)}
function Bq(a){var b;b=yq(a);!!b&&xd(b,JG)}
function Mz(a){var b=En[a.c];a=null;return b}
function Fb(a){return a==null?null:a.message}
function QA(a){return String.fromCharCode(a)}
function IA(c,a,b){return c.lastIndexOf(a,b)}
function os(a){ns();return ms?nt(ms,a):null}
function tD(a){a.b=fi(Qm,vF,0,0,0);a.c=0}
function vc(a,b){a.b=zc(a.b,[b,false]);tc(a)}
function kD(a){var b;b=eC(a.b);return b.Jb()}
function rD(a,b){hi(a.b,a.c++,b);return true}
function Oc(){try{null.a()}catch(a){return a}}
function Ab(a){this.f=!a?null:ub(a);ad(Zc())}
function Uq(){Uq=rF;Oq=new Ln((ko(),new ho))}
function pA(){pA=rF;oA=fi(Pm,vF,53,256,0)}
function Zc(){Zc=rF;Error.stackTraceLimit=128}
function vd(c,a,b){return c.replaceChild(a,b)}
function td(c,a,b){return c.insertBefore(a,b)}
function Md(a,b){return a.getAttribute(b)||VF}
function Rf(a,b,c){return new jg(Xf(a.b,b,c))}
function lg(a,b,c){return new jg(Xf(a.b,b,c))}
function Wf(a,b){!a.b&&(a.b=new AD);rD(a.b,b)}
function Ef(a){var b;if(Bf){b=new Cf;Sf(a,b)}}
function Js(a){if(!Hs){Zs();new Qs(a);Hs=true}}
function Bz(){Bz=rF;new Cz(false);new Cz(true)}
function xz(){yb.call(this,'divide by zero')}
function ue(){le.call(this,'INLINE_BLOCK',3)}
function Gq(a){Hq.call(this,a,!wq&&(wq=new Qq))}
function Ir(a,b,c){be.call(this,a,b);this.b=c}
function ty(a,b,c){be.call(this,a,b);this.b=c}
function Ko(a,b,c){this.c=a;this.d=b;this.b=c}
function xx(a,b,c){this.b=a;this.d=b;this.c=c}
function Ax(a,b,c){this.b=a;this.d=b;this.c=c}
function Uv(a){this.c=a;this.b=fi(Nm,vF,32,4,0)}
function Nz(a){return typeof a=='number'&&a>0}
function KA(b,a){return b.substr(a,b.length-a)}
function tr(c){c.sort(function(a,b){return a-b})}
function Aw(a){a.g.rb();a.j=a.i=0;a.k=true;Bw(a)}
function si(a){return a!=null&&a.tM!=rF&&!ni(a,1)}
function Wh(a){if(a==null){throw new tA}this.b=a}
function Ht(a,b){if(b<0||b>=a.c.d){throw new dA}}
function uo(a,b){to(a,zG);$wnd[a].setItem(zG,b)}
function ot(a){return encodeURI(a).replace(QG,RG)}
function Lb(a){var b;return b=a,ti(b)?b.hC():gc(b)}
function op(a){if(a.q){return a.q.Y()}return false}
function cq(a,b){a.b.k=true;Cq(a.b,b);a.b.k=false}
function bq(a,b,c,d){a.b.j=a.b.j||d;Fq(a.b,b,c,d)}
function Su(a){Qu();try{a._()}finally{_E(Pu,a)}}
function Qu(){Qu=rF;Nu=new Xu;Ou=new WE;Pu=new aF}
function bs(){bs=rF;_r=new Zr;as=new Zr;$r=new Zr}
function Ae(){Ae=rF;xe=[];ye=[];ze=[];ve=new Fe}
function ki(){ki=rF;ii=[];ji=[];li(new bi,ii,ji)}
function ns(){ns=rF;ms=new xt;wt(ms)?null:(ms=null)}
function VD(a){TD();return a?new GE(a):new rE(null)}
function wi(a){if(a!=null){throw new Rz}return null}
function ZE(a,b){var c;c=MB(a.b,b,a);return c==null}
function Me(a,b){var c;c=Ke(b);qd(Le(a),c);return c}
function Lc(a,b){a.length>=b&&a.splice(0,b);return a}
function Fw(a,b){Gw.call(this,a,b,null,0);gw(a,b.c)}
function pg(a){zb.call(this,rg(a),qg(a));this.b=a}
function Ln(a){this.c=0;this.d=0;this.b=26;this.e=a}
function uu(a){this.b=a;this.c=wg(a);this.d=this.c}
function zr(a){this.n=new AD;this.o=new aF;this.g=a}
function Nn(a){if(a==null){throw new uA(tG)}this.b=a}
function Vn(a){if(a==null){throw new uA(tG)}this.b=a}
function ZA(){if(UA==256){TA=VA;VA={};UA=0}++UA}
function De(){Ae();if(!we){we=true;wc((oc(),nc),ve)}}
function Lf(a,b){var c;if(Hf){c=new Jf(b);Sf(a.b,c)}}
function Kb(a,b){var c;return c=a,ti(c)?c.eQ(b):c===b}
function vw(a,b){var c;c=a.b.g.Ab();c>0&&iw(b,0,a.b)}
function zB(a){var b;b=new $B(a);return new fD(a,b)}
function eD(a){var b;b=new gC(a.c.b);return new lD(b)}
function $g(){$g=rF;Yg=new _g(false);Zg=new _g(true)}
function FB(a){a.b=[];a.f={};a.d=false;a.c=null;a.e=0}
function AA(a,b){this.b=aG;this.e=a;this.c=b;this.d=-1}
function nn(a,b){return a.l==b.l&&a.m==b.m&&a.h==b.h}
function xn(a,b){return {l:a.l^b.l,m:a.m^b.m,h:a.h^b.h}}
function Yq(a,b){return Yp(a.k,b,(!mw&&(mw=new mf),mw))}
function Zq(a,b){return Yp(a.k,b,(!nx&&(nx=new mf),nx))}
function nt(a,b){return Rf(a.b,(!Hf&&(Hf=new mf),Hf),b)}
function vs(a,b){return Rf((!rs&&(rs=new Fs),rs),a,b)}
function VE(a,b){return ui(a)===ui(b)||a!=null&&Kb(a,b)}
function qF(a,b){return ui(a)===ui(b)||a!=null&&Kb(a,b)}
function zd(b,a){return b[a]==null?null:String(b[a])}
function cr(a){return (Pr(),Nr)==a.e?-1:(!a.f?a.j:a.f).e}
function Gu(a){return a.__gwt_resolve?a.__gwt_resolve():a}
function Zo(a,b,c){return Rf(!a.t?(a.t=new Tf(a)):a.t,c,b)}
function us(a){ts();ws();return vs(Bf?Bf:(Bf=new mf),a)}
function aq(a){a.c&&(!kq&&(kq=new uq),tq(new fq(a)))}
function rx(a){var b;if(nx){b=new px;!!a.t&&Sf(a.t,b)}}
function yh(a,b){if(b==null){throw new tA}return zh(a,b)}
function Pv(a,b){if(b<0||b>=a.d){throw new dA}return a.b[b]}
function Tb(a){var b=Qb[a.charCodeAt(0)];return b==null?a:b}
function ic(a){$wnd.setTimeout(function(){throw a},0)}
function lc(){return jc(function(){Yb!=0&&(Yb=0);_b=-1},10)}
function gr(a){return (!a.f?a.j:a.f).k&&(!a.f?a.j:a.f).j==0}
function tu(a,b){Fd(a.b,b);if(a.d!=a.c){a.d=a.c;xg(a.b,a.c)}}
function Yx(a,b){Rx(b,MA(b.c));!b.c.length&&xD(a.e,b);ay(a)}
function _c(a,b){var c;c=bd(a,b.c===(Cb(),Bb)?null:b.c);cd(c)}
function vx(a,b,c){this.b=a;this.e=b;this.d=null;this.c=c}
function Jp(a,b,c){fs();Os(b,a);Fd(b,c.b);Os(b,null);return b}
function fi(a,b,c,d,e){var f;f=ei(e,d);gi(a,b,c,f);return f}
function UD(a){TD();var b;b=new bF;ZE(b,a);return new IE(b)}
function EA(a,b){if(!ri(b,1)){return false}return String(a)==b}
function pi(a,b){if(a!=null&&!oi(a,b)){throw new Rz}return a}
function Jd(a){if(wd(a)){return !!a&&a.nodeType==1}return false}
function Tu(){Qu();try{Vt(Pu,Nu)}finally{FB(Pu.b);FB(Ou)}}
function Ru(a){Kt.call(this);Ro(this,(fs(),a));_o(this)}
function dv(){ev.call(this,(fs(),$doc.createElement(AG)))}
function Cu(){zu();Du.call(this,(fs(),$doc.createElement(AG)))}
function Hy(a,b,c){b==c?xd((fs(),a.v),fH):Bd((fs(),a.v),fH)}
function Jy(a,b){Hy(a.i,(sy(),qy),b);Hy(a.g,py,b);Hy(a.j,ry,b)}
function Dp(a,b){if(a.n){ux(a.n.b);a.n=null}!!b&&(a.n=Yq(a.o,b))}
function QC(a){if(a.d<0){throw new aA}a.e.yb(a.d);a.c=a.d;a.d=-1}
function fr(a){return new ix((!a.f?a.j:a.f).i,(!a.f?a.j:a.f).g)}
function Yv(a){if(!a.b){throw new aA}a.d.c.kb(a.b);--a.c;a.b=null}
function Ms(a){var b=a.__listener;return !si(b)&&ri(b,24)?b:null}
function ub(a){var b,c;b=a.cZ.d;c=a.B();return c!=null?b+SF+c:b}
function Tv(a,b){var c;c=Qv(a,b);if(c==-1){throw new pF}Sv(a,c)}
function Ne(a,b){var c;c=Ke(b);td(Le(a),c,a.b.firstChild);return c}
function Kz(a,b,c){var d;d=new Iz;d.d=a+b;Nz(c)&&Oz(c,d);return d}
function qD(a,b,c){(b<0||b>a.c)&&GC(b,a.c);OD(a.b,b,0,c);++a.c}
function yD(a,b,c){var d;d=(BC(b,a.c),a.b[b]);hi(a.b,b,c);return d}
function ec(a,b,c){var d;d=cc();try{return ac(a,b,c)}finally{fc(d)}}
function kt(a,b){for(var c in a){a.hasOwnProperty(c)&&b(c,a[c])}}
function lq(a,b){return $E(a.c,b.tagName.toLowerCase())||Ud(b)>=0}
function Ud(a){return typeof a.tabIndex!='undefined'?a.tabIndex:-1}
function wd(b){try{return !!b&&!!b.nodeType}catch(a){return false}}
function xw(a){this.c=new aF;this.f=new WE;this.b=new Fw(this,a)}
function nw(a,b,c,d,e){this.g=a;this.c=b;this.b=c;this.e=d;this.f=e}
function gi(a,b,c,d){ki();mi(d,ii,ji);d.cZ=a;d.cM=b;d.qI=c;return d}
function di(a,b){var c,d;c=a;d=ei(0,b);gi(c.cZ,c.cM,c.qI,d);return d}
function OB(a,b){var c;c=a.c;a.c=b;if(!a.d){a.d=true;++a.e}return c}
function Bu(a,b){var c;a.d=b;c=(ns(),ms?ot(b):b);Gd(a.b,'href',QG+c)}
function Gt(a,b,c){bp(b);Ov(a.c,b);fs();qd(c,(Fu(),Gu(b.v)));cp(b,a)}
function Bh(d,a,b){if(b){var c=b.P();d.b[a]=c(b)}else{delete d.b[a]}}
function Iu(a){return function(){this.__gwt_resolve=Ju;return a.V()}}
function vi(a){return ~~Math.max(Math.min(a,2147483647),-2147483648)}
function mu(){Kt.call(this);Ro(this,(fs(),$doc.createElement(AG)))}
function ko(){ko=rF;new RegExp('%5B',vG);new RegExp('%5D',vG)}
function cw(){cw=rF;bw=navigator.userAgent.indexOf('Chrome')!=-1}
function Ju(){throw 'A PotentialElement cannot be resolved twice.'}
function SB(a){var b;b=a.c;a.c=null;if(a.d){a.d=false;--a.e}return b}
function $(a){if(!a.f){return}a.i=a.g;a.f=false;a.g=false;a.i&&pu(a)}
function Wm(a){if(ri(a,57)){return a}return a==null?new Eb(null):Um(a)}
function PC(a){if(a.c>=a.e.Ab()){throw new pF}return a.e.tb(a.d=a.c++)}
function qi(a){if(a!=null&&(a.tM==rF||ni(a,1))){throw new Rz}return a}
function _q(a){!a.f&&(a.f=new Br(a.j));a.g=new vr(a);ir(a.g);return a.f}
function wD(a,b){var c;c=(BC(b,a.c),a.b[b]);ND(a.b,b,1);--a.c;return c}
function gt(a){var b;b=Td(a);while(!!b&&!Ms(b)){b=b.parentNode}return b}
function Od(a){var b=a.parentNode;(!b||b.nodeType!=1)&&(b=null);return b}
function Vd(a){var b=a.target;b&&b.nodeType==3&&(b=b.parentNode);return b}
function ci(a,b){var c,d;c=a;d=c.slice(0,b);gi(c.cZ,c.cM,c.qI,d);return d}
function vD(a,b,c){for(;c<a.c;++c){if(qF(b,a.b[c])){return c}}return -1}
function Lx(a,b,c){var d;d=new Tn;Jx(a,c,d);Fd(b,(new Vn(d.b.b.b)).b)}
function Ng(d,a,b){if(b){var c=b.P();b=c(b)}else{b=undefined}d.b[a]=b}
function mi(a,b,c){ki();for(var d=0,e=b.length;d<e;++d){a[b[d]]=c[d]}}
function PD(a,b,c,d){Array.prototype.splice.apply(a,[b,c].concat(d))}
function GB(a,b){return b==null?a.d:ri(b,1)?LB(a,pi(b,1)):KB(a,b,~~Lb(b))}
function HB(a,b){return b==null?a.c:ri(b,1)?JB(a,pi(b,1)):IB(a,b,~~Lb(b))}
function Gy(a,b){b?$d(a.style,EG,(ke(),BG)):$d(a.style,EG,(ke(),'block'))}
function dp(a,b){a.s==-1?js((fs(),a.v),b|(a.v.__eventBits||0)):(a.s|=b)}
function fc(a){a&&qc((oc(),nc));--Yb;if(a){if(_b!=-1){kc(_b);_b=-1}}}
function li(a,b,c){var d=0,e;for(var f in a){if(e=a[f]){b[d]=f;c[d]=e;++d}}}
function OA(a,b,c){a=a.slice(b,c);return String.fromCharCode.apply(null,a)}
function et(a){var b;b=gt(a);if(!b){return}hs(a,b.nodeType!=1?null:b,Ms(b))}
function qg(a){var b;b=a.lb();if(!b.nb()){return null}return pi(b.ob(),57)}
function Go(a){var b,c;Ho();b=Od(a);c=Nd(a);qd(Fo,a);return new Ko(b,c,a)}
function Qv(a,b){var c;for(c=0;c<a.d;++c){if(a.b[c]==b){return c}}return -1}
function PB(e,a,b){var c,d=e.f;a=$F+a;a in d?(c=d[a]):++e.e;d[a]=b;return c}
function Xv(a){if(a.c>=a.d.d){throw new pF}a.b=a.d.b[a.c];++a.c;return a.b}
function ft(a){var b;b=Td(a);Gd(b,'__gwtLastUnhandledEvent',a.type);et(a)}
function Fx(a,b,c){var d;d=sd(b.firstChild);Rx(c,d.value);Pf(a.d,new tz(c))}
function Lz(a,b,c,d){var e;e=new Iz;e.d=a+b;Nz(c)&&Oz(c,e);e.b=d?8:0;return e}
function xD(a,b){var c;c=vD(a,b,0);if(c==-1){return false}wD(a,c);return true}
function Ah(a,b,c){var d;if(b==null){throw new tA}d=yh(a,b);Bh(a,b,c);return d}
function QB(a,b){return b==null?SB(a):ri(b,1)?TB(a,pi(b,1)):RB(a,b,~~Lb(b))}
function Gp(a,b){if(!a){return}b?$d(a.style,EG,VF):$d(a.style,EG,(ke(),BG))}
function Ho(){if(!Fo){Fo=$doc.createElement(AG);Wo(Fo,false);qd(Vu(),Fo)}}
function xu(a){Kt.call(this);Qo(this,$doc.createElement(AG));Fd((fs(),this.v),a)}
function Eb(a){Cb();xb.call(this);this.b=VF;this.c=a;this.b=VF;_c(new jd,this)}
function Gw(a,b,c,d){this.o=a;this.e=new Yw(this);this.g=b;this.c=c;this.n=d}
function so(){this.b=$wnd.localStorage!=null;$wnd.sessionStorage!=null}
function Wd(a){!a.gwt_uid&&(a.gwt_uid=1);return 'gwt-uid-'+a.gwt_uid++}
function Pd(a){var b=a.button;if(b==1){return 4}else if(b==2){return 2}return 1}
function Nd(a){var b=a.nextSibling;while(b&&b.nodeType!=1)b=b.nextSibling;return b}
function TB(d,a){var b,c=d.f;a=$F+a;if(a in c){b=c[a];--d.e;delete c[a]}return b}
function Mg(d,a){var b=d.b[a];var c=(Lh(),Kh)[typeof b];return c?c(b):Uh(typeof b)}
function xs(){ts();var a;if(qs){a=new Bs;!!rs&&Sf(rs,a);return null}return null}
function qo(){if((!no&&(no=new so),no).b){!mo&&(mo=new po);return mo}return null}
function Lu(b){Fu();try{return !!b&&!!b.__gwt_resolve}catch(a){return false}}
function dc(b){return function(){try{return ec(b,this,arguments)}catch(a){throw a}}}
function Bc(b,c){oc();jc(function(){var a=QF(yc)(b);a&&jc(arguments.callee,c)},c)}
function MB(a,b,c){return b==null?OB(a,c):ri(b,1)?PB(a,pi(b,1),c):NB(a,b,c,~~Lb(b))}
function Bp(a,b,c){if(c){Hd(b,a.p)}else{Hd(b,-1);Ad(b,'tabIndex');Ad(b,'accessKey')}}
function pw(a,b,c,d,e,f){var g;g=new nw(b,c,d,e,f);!!mw&&!!a.t&&Sf(a.t,g);return g}
function pd(a,b,c){var d=$wnd.setTimeout(function(){a();c!=null&&bc(c)},b);return d}
function $c(a){var b;b=Lc(bd(a,Oc()),3);b.length==0&&(b=Lc((new Pc).G(),1));return b}
function Le(a){var b;if(!a.b){b=$doc.getElementsByTagName('head')[0];a.b=b}return a.b}
function pc(a){var b,c;if(a.c){c=null;do{b=a.c;a.c=null;c=Ac(b,c)}while(a.c);a.c=c}}
function qc(a){var b,c;if(a.d){c=null;do{b=a.d;a.d=null;c=Ac(b,c)}while(a.d);a.d=c}}
function zp(a,b,c){var d;d=Jp(a,(!up&&(up=$doc.createElement(AG)),up),c);Op(a.d,d,b)}
function Dx(){var a;uv();vv.call(this,(a=$doc.createElement(bH),a.type='text',a))}
function WC(a,b){var c;this.b=a;RC.call(this,a);c=a.Ab();(b<0||b>c)&&GC(b,c);this.c=b}
function $x(a,b){var c,d;for(d=new RC(a.e);d.c<d.e.Ab();){c=pi(PC(d),39);c.b=b}ay(a)}
function hw(a,b,c){var d,e;for(e=eD(zB(a.c.b));OC(e.b.b);){d=pi(kD(e),34);iw(d,b,c)}}
function hs(a,b,c){fs();var d;d=cs;cs=a;b==es&&Is(a.type)==8192&&(es=null);c.$(a);cs=d}
function Jz(a,b,c){var d;d=new Iz;d.d=a+b;Nz(c!=0?-c:0)&&Oz(c!=0?-c:0,d);d.b=4;return d}
function Wx(a){var b,c;c=new RC(a.e);while(c.c<c.e.Ab()){b=pi(PC(c),39);b.b&&QC(c)}ay(a)}
function rc(a){var b;if(a.b){b=a.b;a.b=null;!a.g&&(a.g=[]);Ac(b,a.g)}!!a.g&&(a.g=uc(a.g))}
function kA(a){var b,c;if(a==0){return 32}else{c=0;for(b=1;(b&a)==0;b<<=1){++c}return c}}
function FA(b,a){if(a==null)return false;return b==a||b.toLowerCase()==a.toLowerCase()}
function kr(a,b){if(!b){throw new uA('KeyboardSelectionPolicy cannot be null')}a.e=b}
function Ot(a){$d(a.style,'left',VF);$d(a.style,'top',VF);$d(a.style,'position',VF)}
function Wo(a,b){a.style.display=b?VF:BG;b?a.removeAttribute(CG):a.setAttribute(CG,DG)}
function pr(a,b){this.d=(Hr(),Er);this.e=(Pr(),Or);this.b=a;this.k=b;this.j=new zr(25)}
function gC(a){var b;this.d=a;b=new AD;a.d&&rD(b,new pC(a));EB(a,b);DB(a,b);this.b=new RC(b)}
function Ym(a){var b,c,d;b=a&4194303;c=~~a>>22&4194303;d=a<0?1048575:0;return $m(b,c,d)}
function yq(a){var b;b=cr(a.o);if(b>=0&&a.d.childNodes.length>b){return rd(a.d,b)}return null}
function zq(a,b){hr(a.o,null);xp(a,b);if(a.d.childNodes.length>b){return rd(a.d,b)}return null}
function zw(a,b){var c;c=a.g.qb(b);a.j=rA(a.j,a.g.Ab()-1);a.i=a.g.Ab();a.k=true;Bw(a);return c}
function lu(a,b){var c;Ht(a,b);c=a.b;a.b=Pv(a.c,b);if(a.b!=c){!ju&&(ju=new ru);qu(ju,c,a.b)}}
function $s(a,b,c){var d,e;Js(a);d=Ss;e=d[c]||d['_default_'];b.addEventListener(c,e,false)}
function Xs(){var c=kt;c(captureEvents,function(a,b){$wnd.removeEventListener(a,b,true)})}
function Ke(a){var b;b=$doc.createElement('style');Gd(b,'language','text/css');Sd(b,a);return b}
function xh(e,a){var b=e.b;var c=0;for(var d in b){b.hasOwnProperty(d)&&(a[c++]=d)}return a}
function Vm(a){var b;if(ri(a,2)){b=pi(a,2);if(b.c!==(Cb(),Bb)){return b.c===Bb?null:b.c}}return a}
function nB(a,b){var c;while(a.nb()){c=a.ob();if(b==null?c==null:Kb(b,c)){return a}}return null}
function bx(a,b){var c;this.d=a;_w(this);c=a.g.Ab();if(b<0||b>c){throw new eA(_G+b+aH+c)}this.b=b}
function Sb(){Sb=rF;Qb=Wb();Rb=typeof JSON=='object'&&typeof JSON.parse==XF}
function ke(){ke=rF;je=new oe;ge=new qe;he=new se;ie=new ue;fe=gi(Hm,vF,3,[je,ge,he,ie])}
function Cv(){Cv=rF;yv=new Gv;zv=new Iv;Av=new Kv;Bv=new Mv;xv=gi(Mm,vF,31,[yv,zv,Av,Bv])}
function Cn(){Cn=rF;yn=$m(4194303,4194303,524287);zn=$m(0,0,524288);An=pn(1);pn(2);Bn=pn(0)}
function Lh(){Lh=rF;Kh={'boolean':Mh,number:Nh,string:Ph,object:Oh,'function':Oh,undefined:Qh}}
function xp(a,b){if(!(b>=0&&b<er(a.o))){throw new eA('Row index: '+b+', Row size: '+br(a.o).j)}}
function tc(a){if(!a.j){a.j=true;!a.f&&(a.f=new Dc(a));Bc(a.f,1);!a.i&&(a.i=new Gc(a));Bc(a.i,50)}}
function gw(a,b){var c,d;a.d=b;a.e=true;for(d=eD(zB(a.c.b));OC(d.b.b);){c=pi(kD(d),34);c.eb(b,true)}}
function sD(a,b){var c,d;c=b.Cb();d=c.length;if(d==0){return false}PD(a.b,a.c,0,c);a.c+=d;return true}
function fn(a){var b,c;c=jA(a.h);if(c==32){b=jA(a.m);return b==32?jA(a.l)+32:b+20-10}else{return c-12}}
function Vx(a){var b,c;b=MA(zd(Po(a.f.k),ZG));if(EA(b,VF))return;c=new Sx(b);qv(a.f.k);rD(a.e,c);ay(a)}
function Np(a,b,c){op(a)||(fs(),Os(a.v,a));Fd(b,(!kq&&(kq=new uq),c).b);op(a)||(fs(),Os(a.v,null))}
function lr(a,b,c){if(b==(!a.f?a.j:a.f).j&&c==(!a.f?a.j:a.f).k){return}_q(a).j=b;_q(a).k=c;or(a)}
function cv(a,b){if(a.b!=b){return false}try{cp(b,null)}finally{ud((fs(),a.v),b.v);a.b=null}return true}
function _y(a){if(!a.b){a.b=true;Ae();Ob(xe,'.GMY2FQLEI{display:inline;}');De();return true}return false}
function wg(a){var b;b=zd(a,jG);if(FA(kG,b)){return Dg(),Cg}else if(FA(lG,b)){return Dg(),Bg}return Dg(),Ag}
function Um(b){var c=b.__gwt$exception;if(!c){c=new Eb(b);try{b.__gwt$exception=c}catch(a){}}return c}
function bn(a,b,c,d,e){var f;f=sn(a,b);c&&en(f);if(e){a=dn(a,b);d?(Xm=qn(a)):(Xm=$m(a.l,a.m,a.h))}return f}
function Pf(b,c){var d;try{Zf(b.b,c)}catch(a){a=Wm(a);if(ri(a,38)){d=a;throw new sg(d.b)}else throw Vm(a)}}
function EB(e,a){var b=e.f;for(var c in b){if(c.charCodeAt(0)==58){var d=new uC(e,c.substring(1));a.qb(d)}}}
function by(a){var b,c;Aw(a.c.b);for(c=new RC(a.e);c.c<c.e.Ab();){b=pi(PC(c),39);a.d.b.Fb(b)&&zw(a.c.b,b)}}
function cy(a){var b,c,d,e;e=a.e.c;b=0;for(d=new RC(a.e);d.c<d.e.Ab();){c=pi(PC(d),39);c.b&&++b}Ky(a.f,e,b)}
function cg(a){var b,c;if(a.b){try{for(c=new RC(a.b);c.c<c.e.Ab();){b=pi(PC(c),37);b.F()}}finally{a.b=null}}}
function Sv(a,b){var c;if(b<0||b>=a.d){throw new dA}--a.d;for(c=b;c<a.d;++c){hi(a.b,c,a.b[c+1])}hi(a.b,a.d,null)}
function tb(a){var b,c,d;c=fi(Rm,vF,56,a.length,0);for(d=0,b=a.length;d<b;++d){if(!a[d]){throw new tA}c[d]=a[d]}}
function Mx(){jb.call(this,gi(Sm,vF,1,[fG,gG,GG,PG]));this.c=null;this.b=false;this.d=(gz(),gz(),fz)}
function vv(a){rv.call(this,a,(!Ao&&(Ao=new Bo),!xo&&(xo=new yo)));Dd((fs(),this.v),'gwt-TextBox')}
function Dg(){Dg=rF;Cg=new Eg('RTL',0);Bg=new Eg('LTR',1);Ag=new Eg('DEFAULT',2);zg=gi(Im,vF,13,[Cg,Bg,Ag])}
function Uh(a){Lh();throw new gh("Unexpected typeof result '"+a+"'; please report this bug to the GWT team")}
function fC(a){if(!a.c){throw new bA('Must call next() before remove().')}else{QC(a.b);QB(a.d,a.c.Jb());a.c=null}}
function If(a,b){var c;c=pi(a.b,1);b.b.d=EA(c,hG)?(sy(),py):EA(c,iG)?(sy(),ry):(sy(),qy);Jy(b.b.f,b.b.d);by(b.b)}
function Jt(a,b){var c;if(b.u!=a){return false}try{cp(b,null)}finally{c=(fs(),b.v);ud(Od(c),c);Tv(a.c,b)}return true}
function cc(){var a;if(Yb!=0){a=ob();if(a-$b>2000){$b=a;_b=lc()}}if(Yb++==0){pc((oc(),nc));return true}return false}
function nA(a){var b,c;if(a>-129&&a<128){b=a+128;c=(pA(),oA)[b];!c&&(c=oA[b]=new gA(a));return c}return new gA(a)}
function YA(a){WA();var b=$F+a;var c=VA[b];if(c!=null){return c}c=TA[b];c==null&&(c=XA(a));ZA();return VA[b]=c}
function Ys(a,b){var c=0,d=a.firstChild;while(d){if(d===b){return c}d.nodeType==1&&++c;d=d.nextSibling}return -1}
function Gz(a){if(a>=48&&a<58){return a-48}if(a>=97&&a<97){return a-97+10}if(a>=65&&a<65){return a-65+10}return -1}
function bg(a,b){var c,d;d=pi(HB(a.e,b),61);if(!d){return TD(),TD(),SD}c=pi(d.c,60);if(!c){return TD(),TD(),SD}return c}
function _f(a,b){var c,d;d=pi(HB(a.e,b),61);if(!d){d=new WE;MB(a.e,b,d)}c=pi(d.c,60);if(!c){c=new AD;OB(d,c)}return c}
function ZB(a,b){var c,d,e;if(ri(b,62)){c=pi(b,62);d=c.Jb();if(GB(a.b,d)){e=HB(a.b,d);return VE(c.Kb(),e)}}return false}
function xd(a,b){var c,d;b=Kd(b);d=a.className;c=Id(d,b);if(c==-1){d.length>0?Dd(a,d+eG+b):Dd(a,b);return true}return false}
function ap(a,b){var c;switch(fs(),Is(b.type)){case 16:case 32:c=b.relatedTarget;if(!!c&&Rd(a.v,c)){return}}$e(b,a,a.v)}
function zD(a,b){var c;b.length<a.c&&(b=di(b,a.c));for(c=0;c<a.c;++c){hi(b,c,a.b[c])}b.length>a.c&&hi(b,a.c,null);return b}
function $f(a,b,c){var d,e,f;d=bg(a,b);e=d.zb(c);e&&d.vb()&&(f=pi(HB(a.e,b),61),pi(SB(f),60),f.e==0&&QB(a.e,b),undefined)}
function nf(a,b){var c;mf.call(this);this.b=b;!Xe&&(Xe=new zf);c=pi(xf(Xe,a),60);if(!c){c=new AD;yf(Xe,a,c)}c.qb(this);this.c=a}
function hu(){var a;gu.call(this,(a=$doc.createElement(SG),a.setAttribute('type',LG),a));Dd((fs(),this.v),'gwt-Button')}
function gwtOnLoad(b,c,d,e){$moduleName=c;$moduleBase=d;if(b)try{QF(Tm)()}catch(a){b(c)}else{QF(Tm)()}}
function qn(a){var b,c,d;b=~a.l+1&4194303;c=~a.m+(b==0?1:0)&4194303;d=~a.h+(b==0&&c==0?1:0)&1048575;return $m(b,c,d)}
function en(a){var b,c,d;b=~a.l+1&4194303;c=~a.m+(b==0?1:0)&4194303;d=~a.h+(b==0&&c==0?1:0)&1048575;jn(a,b);kn(a,c);hn(a,d)}
function un(a,b){var c,d,e;c=a.l-b.l;d=a.m-b.m+(~~c>>22);e=a.h-b.h+(~~d>>22);return {l:c&4194303,m:d&4194303,h:e&1048575}}
function xg(a,b){switch(b.d){case 0:{Gd(a,jG,kG);break}case 1:{Gd(a,jG,lG);break}case 2:{wg(a)!=(Dg(),Ag)&&Gd(a,jG,VF);break}}}
function Fy(a,b){var c;c=a.p;fs();_s(ds,c,1);Os(c,new Ny(a,b));Yo(a.k,new Qy(b),(sf(),sf(),rf));Yo(a.b,new Ty(b),(bf(),bf(),af))}
function Eq(a){var b;b=cr(a.o);if(b>=0&&b<br(a.o).n.c){yq(a);xp(a,b);dr(a.o,b);new lb(b+fr(a.o).c,a.o);return false}return false}
function Uu(){Qu();var a;a=pi(HB(Ou,null),29);if(a){return a}Ou.e==0&&us(new $u);a=new av;MB(Ou,null,a);ZE(Pu,a);return a}
function bd(a,b){var c;c=Vc(a,b);if(c.length==0){return (new Pc).I(b)}else{c[0].indexOf('anonymous@@')==0&&(c=Lc(c,1));return c}}
function MA(c){if(c.length==0||c[0]>eG&&c[c.length-1]>eG){return c}var a=c.replace(/^(\s*)/,VF);var b=a.replace(/\s*$/,VF);return b}
function Ks(a,b,c,d){a.__gwt_disposeEvent=a.__gwt_disposeEvent||[];a.__gwt_disposeEvent.push({event:b,handler:c,capture:d})}
function db(){db=rF;var a;a=new hb;!!a&&(!!($wnd.webkitRequestAnimationFrame&&$wnd.webkitCancelRequestAnimationFrame)||new fb)}
function Pr(){Pr=rF;Nr=new Qr('DISABLED',0);Or=new Qr('ENABLED',1);Mr=new Qr('BOUND_TO_SELECTION',2);Lr=gi(Lm,vF,23,[Nr,Or,Mr])}
function sy(){sy=rF;qy=new ty('ALL',0,new zy);py=new ty('ACTIVE',1,new wy);ry=new ty('COMPLETED',2,new Cy);oy=gi(Om,vF,40,[qy,py,ry])}
function an(a,b){if(a.h==524288&&a.m==0&&a.l==0){b&&(Xm=$m(0,0,0));return Zm((Cn(),An))}b&&(Xm=$m(a.l,a.m,a.h));return $m(0,0,0)}
function pn(a){var b,c;if(a>-129&&a<128){b=a+128;mn==null&&(mn=fi(Jm,vF,18,256,0));c=mn[b];!c&&(c=mn[b]=Ym(a));return c}return Ym(a)}
function pt(a,b){b=b==null?VF:b;if(!EA(b,mt==null?VF:mt)){mt=b;$wnd.location=$wnd.location.href.split(QG)[0]+QG+a.ib(b);Lf(a,b)}}
function DB(h,a){var b=h.b;for(var c in b){var d=parseInt(c,10);if(c==d){var e=b[d];for(var f=0,g=e.length;f<g;++f){a.qb(e[f])}}}}
function Vc(a,b){var c,d,e,f;e=si(b)?qi(b):null;f=e&&e.stack?e.stack.split('\n'):[];for(c=0,d=f.length;c<d;c++){f[c]=a.H(f[c])}return f}
function jb(a){var b,c,d,e;e=null;if(a!=null&&a.length>0){e=new aF;for(c=0,d=a.length;c<d;++c){b=a[c];ZE(e,b)}}!!e&&(this.e=(TD(),new IE(e)))}
function Ls(a){var b,c,d,e;b=$doc.getElementsByTagName('*');for(d=0;d<b.length;d++){c=b[d];e=Ms(c);if(e){Js(a);at(c,0);Os(c,null)}Ns(c)}}
function Og(a){var b,c,d;d=new bB;nd(d.b,bG);for(c=0,b=a.b.length;c<b;c++){c>0&&(nd(d.b,mG),d);_A(d,Mg(a,c))}nd(d.b,cG);return d.b.b}
function KB(h,a,b){var c=h.b[b];if(c){for(var d=0,e=c.length;d<e;++d){var f=c[d];var g=f.Jb();if(h.Ib(a,g)){return true}}}return false}
function IB(h,a,b){var c=h.b[b];if(c){for(var d=0,e=c.length;d<e;++d){var f=c[d];var g=f.Jb();if(h.Ib(a,g)){return f.Kb()}}}return null}
function Zp(b,c,d){var e;try{e=new Tn;Dq(b.b,e,c,d);return new Vn(e.b.b.b)}catch(a){a=Wm(a);if(ri(a,58)){return null}else throw Vm(a)}}
function Fq(a,b,c,d){var e;if(!(b>=0&&b<br(a.o).n.c)){return}e=zq(a,b);(!c||a.j||d)&&Vo(e,JG,c);Bp(a,e,c);if(c&&d&&!a.c){yd(e);Bq(a)}}
function Cq(a,b){var c;c=null;b==(bs(),_r)?(c=a.f):b==$r&&gr(a.o)&&(c=a.e);!!c&&lu(a.g,It(a.g,c));Gp(a.d,!c);So(a.g,!!c);$o(a,new Vr)}
function zh(f,a){var b=f.b;var c;a=String(a);b.hasOwnProperty(a)&&(c=b[a]);var d=(Lh(),Kh)[typeof c];var e=d?d(c):Uh(typeof c);return e}
function eo(){eo=rF;new Vn(VF);$n=new RegExp(uG,vG);_n=new RegExp(wG,vG);ao=new RegExp(xG,vG);co=new RegExp(yG,vG);bo=new RegExp(YF,vG)}
function cz(a){var b;b=new gB;nd(b.b,"Clear completed (<span class='number-done' id='");fB(b,fo(a));nd(b.b,"'><\/span>)");return new Nn(b.b.b)}
function Yo(a,b,c){var d;d=ls(c.c);d==-1?To(a,c.c):a.s==-1?js((fs(),a.v),d|(a.v.__eventBits||0)):(a.s|=d);return Rf(!a.t?(a.t=new Tf(a)):a.t,c,b)}
function or(a){var b,c,d;d=(!a.f?a.j:a.f).i;b=qA(0,rA((!a.f?a.j:a.f).g,(!a.f?a.j:a.f).j-d));c=(!a.f?a.j:a.f).n.c-1;while(c>=b){wD(_q(a).n,c);--c}}
function Hr(){Hr=rF;Fr=new Ir('CURRENT_PAGE',0,true);Er=new Ir('CHANGE_PAGE',1,false);Gr=new Ir('INCREASE_RANGE',2,false);Dr=gi(Km,vF,22,[Fr,Er,Gr])}
function Bw(a){if(a.c){a.c.j=rA(a.j+a.n,a.c.j);a.c.i=qA(a.i+a.n,a.c.i);a.c.k=a.k||a.c.k;Bw(a.c);return}a.d=false;if(!a.f){a.f=true;wc((oc(),nc),a.e)}}
function Ky(a,b,c){var d;d=b-c;Gy(a.d,b==0);Gy(a.n,b==0);Gy((fs(),a.b.v),c==0);Sd(a.e,VF+d);Sd(a.f,d>1||d==0?'items':'item');Fd(a.c,VF+c);Zd(a.p,b==c)}
function dn(a,b){var c,d,e;if(b<=22){c=a.l&(1<<b)-1;d=e=0}else if(b<=44){c=a.l;d=a.m&(1<<b-22)-1;e=0}else{c=a.l;d=a.m;e=a.h&(1<<b-44)-1}return $m(c,d,e)}
function rq(a){var b,c,d,e;b=Vd(a);if(!Jd(b)){return}d=b;e=a.type;c=(fs(),Ms(d));while(!!d&&!c){d=Od(d);!!d&&EA(DG,Md(d,KG+e))&&(c=Ms(d))}!!c&&hs(a,d,c)}
function iw(a,b,c){var d,e,f,g,h,i,j,k,l;g=b+c.Ab();h=a.db();f=h.c;e=h.b;d=f+e;if(b==f||f<g&&d>b){k=f<b?b:f;i=d>g?g:d;j=i-k;l=c.Bb(k-b,k-b+j);a.fb(k,l)}}
function xq(a,b,c,d){var e,f;f=a.b.e;if(!!f&&aE(f,b.type)){e=Gx(a.b,pi(d,39));Ix(a.b,c,d,b);a.c=Gx(a.b,pi(d,39));e&&!a.c&&(!kq&&(kq=new uq),tq(new Lq(a)))}}
function ei(a,b){var c=new Array(b);if(a==3){for(var d=0;d<b;++d){c[d]={l:0,m:0,h:0}}}else if(a>0&&a<3){var e=a==1?0:false;for(var d=0;d<b;++d){c[d]=e}}return c}
function Ew(b,c){var d,e;try{e=b.g.yb(c);b.j=rA(b.j,c);b.i=b.g.Ab();b.k=true;Bw(b);return e}catch(a){a=Wm(a);if(ri(a,52)){d=a;throw new eA(d.f)}else throw Vm(a)}}
function bp(a){if(!a.u){Qu();$E(Pu,a)&&Su(a)}else if(ri(a.u,26)){pi(a.u,26).kb(a)}else if(a.u){throw new bA("This widget's parent does not implement HasWidgets")}}
function Nx(a){var b;b=new gB;nd(b.b,"<div class='listItem editing'><input class='edit' value='");fB(b,fo(a));nd(b.b,"' type='text'><\/div>");return new Nn(b.b.b)}
function Oz(a,b){var c;b.c=a;if(a==2){c=String.prototype}else{if(a>0){var d=Mz(b);if(d){c=d.prototype}else{d=En[a]=function(){};d.cZ=b;return}}else{return}}c.cZ=b}
function RA(a){var b,c;if(a>=65536){b=55296+(~~(a-65536)>>10&1023)&65535;c=56320+(a-65536&1023)&65535;return QA(b)+QA(c)}else{return String.fromCharCode(a&65535)}}
function TE(){TE=rF;RE=gi(Sm,vF,1,['Sun','Mon','Tue','Wed','Thu','Fri','Sat']);SE=gi(Sm,vF,1,['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'])}
function wA(){wA=rF;vA=gi(Gm,vF,-1,[48,49,50,51,52,53,54,55,56,57,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122])}
function ar(a,b,c){var d,e,f,g,h,i;if(b==null){return -1}e=-1;d=2147483647;i=a.n.c;for(h=0;h<i;h++){f=uD(a.n,h);if(Kb(b,f)){g=c-h<0?-(c-h):c-h;if(g<d){e=h;d=g}}}return e}
function Ns(a){var b=a.__gwt_disposeEvent;if(b){for(var c=0,d=b.length;c<d;c++){var e=b[c];a.removeEventListener(e.event,e.handler,e.capture);a.__gwt_disposeEvent=null}}}
function lA(a){var b,c,d;b=fi(Gm,vF,-1,8,1);c=(wA(),vA);d=7;if(a>=0){while(a>15){b[d--]=c[a&15];a>>=4}}else{while(d>0){b[d--]=c[a&15];a>>=4}}b[d]=c[a&15];return OA(b,d,8)}
function Cw(a){var b;a.f&&(a.d=true);if(a.o.b!=a){return}b=a.g.Ab();if(a.b!=b){a.b=b;gw(a.o,a.b)}if(a.k){hw(a.o,a.j,a.g.Bb(a.j,a.i));a.k=false}a.j=2147483647;a.i=-2147483648}
function $e(a,b,c){var d,e,f,g,h;if(Xe){h=pi(xf(Xe,a.type),60);if(h){for(g=h.lb();g.nb();){f=pi(g.ob(),6);d=f.b.b;e=f.b.c;Ye(f.b,a);Ze(f.b,c);$o(b,f.b);Ye(f.b,d);Ze(f.b,e)}}}}
function Zs(){Us=QF(et);Vs=QF(ft);var c=kt;var d=Ss;c(d,function(a,b){d[a]=QF(b)});var e=Ts;c(e,function(a,b){e[a]=QF(b)});c(e,function(a,b){$wnd.addEventListener(a,b,true)})}
function np(a,b){var c;if(a.q){throw new bA('Composite.initWidget() may only be called once.')}ri(b,27)&&pi(b,27);bp(b);c=(fs(),b.v);Ro(a,c);Lu(c)&&Hu((Fu(),c),a);a.q=b;cp(b,a)}
function Do(a){if(!a.c){a.c=Xd($doc,a.b);if(!a.c){throw new yb('Cannot find element with id "'+a.b+'". Perhaps it is not attached to the document body.')}Ad(a.c,'id')}return a.c}
function oB(a){var b,c,d,e;d=new bB;b=null;nd(d.b,bG);c=a.lb();while(c.nb()){b!=null?(nd(d.b,b),d):(b=oG);e=c.ob();nd(d.b,e===a?'(this Collection)':VF+e)}nd(d.b,cG);return d.b.b}
function ln(a,b){var c,d,e;e=a.h-b.h;if(e<0){return false}c=a.l-b.l;d=a.m-b.m+(~~c>>22);e+=~~d>>22;if(e<0){return false}jn(a,c&4194303);kn(a,d&4194303);hn(a,e&1048575);return true}
function Id(a,b){var c,d,e;c=a.indexOf(b);while(c!=-1){if(c==0||a.charCodeAt(c-1)==32){d=c+b.length;e=a.length;if(d==e||d<e&&a.charCodeAt(d)==32){break}}c=a.indexOf(b,c+1)}return c}
function qq(a,b,c){var d;if($E(a.b,c)){!oq&&pq();d=(fs(),b.v);if(!EA(DG,Md(d,KG+c))){Cd(d,KG+c,DG);d.addEventListener(c,oq,true);Ks(d,c,oq,true)}return -1}else{return Is((fs(),c))}}
function Ic(a){var b,c,d;d=VF;a=MA(a);b=a.indexOf(WF);c=a.indexOf(XF)==0?8:0;if(b==-1){b=GA(a,RA(64));c=a.indexOf('function ')==0?9:0}b!=-1&&(d=MA(LA(a,c,b)));return d.length>0?d:ZF}
function _x(a){var b,c,d,e,f,g;d=qo();if(d){f=new Pg;for(b=0;b<a.e.c;b++){e=pi(uD(a.e,b),39);c=new Ch;Ah(c,dH,new Wh(e.c));Ah(c,eH,($g(),e.b?Zg:Yg));g=Mg(f,b);Ng(f,b,c)}oo(d,Og(f))}}
function RB(h,a,b){var c=h.b[b];if(c){for(var d=0,e=c.length;d<e;++d){var f=c[d];var g=f.Jb();if(h.Ib(a,g)){c.length==1?delete h.b[b]:c.splice(d,1);--h.e;return f.Kb()}}}return null}
function Nc(b){var c=VF;try{for(var d in b){if(d!='name'&&d!='message'&&d!='toString'){try{var e=d!='__gwt$exception'?b[d]:'<skipped>';c+='\n '+d+SF+e}catch(a){}}}}catch(a){}return c}
function cp(a,b){var c;c=a.u;if(!b){try{!!c&&c.Y()&&a._()}finally{a.u=null}}else{if(c){throw new bA('Cannot set a new parent without first clearing the old parent')}a.u=b;b.Y()&&a.Z()}}
function $p(a,b,c){var d,e;e=Zp(a,b,fr(a.b.o).c);a.b.j=a.b.j||c;a.c=a.b.j;a.b.k=true;yp(a.b,e);a.b.k=false;d=yq(a.b);if(d){Bp(a.b,d,true);a.b.j&&Bq(a.b)}$o(a.b,new iq(VD(br(a.b.o).n)))}
function _p(a,b,c,d){var e,f;f=Zp(a,b,fr(a.b.o).c+c);a.b.j=a.b.j||d;a.c=a.b.j;a.b.k=true;zp(a.b,c,f);a.b.k=false;e=yq(a.b);if(e){Bp(a.b,e,true);a.b.j&&Bq(a.b)}$o(a.b,new iq(VD(br(a.b.o).n)))}
function Xf(a,b,c){if(!b){throw new uA('Cannot add a handler with a null type')}if(!c){throw new uA('Cannot add a null handler')}a.c>0?Wf(a,new xx(a,b,c)):Yf(a,b,c);return new vx(a,b,c)}
function In(a){return $stats({moduleName:$moduleName,sessionId:$sessionId,subSystem:'startup',evtGroup:'moduleStartup',millis:(new Date).getTime(),type:'onModuleLoadStart',className:a})}
function Sh(b){Lh();var c;if(b==null){throw new tA}if(b.length==0){throw new $z('empty argument')}try{return Rh(b,true)}catch(a){a=Wm(a);if(ri(a,2)){c=a;throw new hh(c)}else throw Vm(a)}}
function Vt(b,c){Tt();var d,e,f,g;d=null;for(g=b.lb();g.nb();){f=pi(g.ob(),32);try{c.mb(f)}catch(a){a=Wm(a);if(ri(a,57)){e=a;!d&&(d=new aF);ZE(d,e)}else throw Vm(a)}}if(d){throw new Ut(d)}}
function Ub(b){Sb();var c=b.replace(/[\xad\u0600-\u0603\u06dd\u070f\u17b4\u17b5\u200b-\u200f\u2028-\u202e\u2060-\u2064\u206a-\u206f\ufeff\ufff9-\ufffb]/g,function(a){return Tb(a)});return c}
function Ac(b,c){var d,e,f,g;for(e=0,f=b.length;e<f;e++){g=b[e];try{g[1]?g[0].D()&&(c=zc(c,g)):g[0].F()}catch(a){a=Wm(a);if(ri(a,57)){d=a;ic(ri(d,2)?pi(d,2).C():d)}else throw Vm(a)}}return c}
function Bd(a,b){var c,d,e,f,g;b=Kd(b);g=a.className;e=Id(g,b);if(e!=-1){c=MA(LA(g,0,e));d=MA(KA(g,e+b.length));c.length==0?(f=d):d.length==0?(f=c):(f=c+eG+d);Dd(a,f);return true}return false}
function Sf(b,c){var d,e;!c.i||(c.i=false,c.j=null);e=c.j;We(c,b.c);try{Zf(b.b,c)}catch(a){a=Wm(a);if(ri(a,38)){d=a;throw new sg(d.b)}else throw Vm(a)}finally{e==null?(c.i=true,c.j=null):(c.j=e)}}
function $C(a,b,c){this.d=a;this.b=b;this.c=c-b;if(b>c){throw new $z(kH+b+' > toIndex: '+c)}if(b<0){throw new eA(kH+b+' < 0')}if(c>a.Ab()){throw new eA('toIndex: '+c+' > wrapped.size() '+a.Ab())}}
function Db(a){var b,c;if(a.d==null){b=a.c===Bb?null:a.c;a.e=b==null?TF:si(b)?Gb(qi(b)):ri(b,1)?UF:(c=b,ti(c)?c.cZ:Gi).d;a.b=a.b+SF+(si(b)?Fb(qi(b)):b+VF);a.d=WF+a.e+') '+(si(b)?Jc(qi(b)):VF)+a.b}}
function Op(a,b,c){var d,e,f,g,h;d=a.childNodes.length;h=null;c<d&&(h=a.childNodes[c]);e=b.childNodes.length;for(f=0;f<e;f++){if(!h){qd(a,b.childNodes[0])}else{g=Nd(h);vd(a,b.childNodes[0],h);h=g}}}
function Ip(a){var b;np(this,a);this.o=new pr(this,new dq(this));b=new aF;ZE(b,FG);ZE(b,GG);ZE(b,HG);ZE(b,gG);ZE(b,fG);ZE(b,IG);mq((!kq&&(kq=new uq),kq),this,b);vp(this,new sw);Dp(this,new Vp(this))}
function Wq(a,b,c){var d;d=new gB;nd(d.b,'<div onclick="" __idx="');fB(d,fo(VF+a));nd(d.b,'" class="');fB(d,fo(b));nd(d.b,'" style="outline:none;" >');fB(d,c.b);nd(d.b,'<\/div>');return new Nn(d.b.b)}
function XA(a){var b,c,d,e;b=0;d=a.length;e=d-4;c=0;while(c<e){b=a.charCodeAt(c+3)+31*(a.charCodeAt(c+2)+31*(a.charCodeAt(c+1)+31*(a.charCodeAt(c)+31*b)))|0;c+=4}while(c<d){b=b*31+DA(a,c++)}return b|0}
function hi(a,b,c){if(c!=null){if(a.qI>0&&!oi(c,a.qI)){throw new zz}else if(a.qI==-1&&(c.tM==rF||ni(c,1))){throw new zz}else if(a.qI<-1&&!(c.tM!=rF&&!ni(c,1))&&!oi(c,-a.qI)){throw new zz}}return a[b]=c}
function Br(a){var b,c;zr.call(this,a.g);this.c=false;this.d=new AD;this.e=a.e;this.f=a.f;this.g=a.g;this.i=a.i;this.j=a.j;this.k=a.k;this.p=a.p;this.q=a.q;c=a.n.c;for(b=0;b<c;b++){rD(this.n,uD(a.n,b))}}
function NB(j,a,b,c){var d=j.b[c];if(d){for(var e=0,f=d.length;e<f;++e){var g=d[e];var h=g.Jb();if(j.Ib(a,h)){var i=g.Kb();g.Lb(b);return i}}}else{d=j.b[c]=[]}var g=new kF(a,b);d.push(g);++j.e;return null}
function Ly(){this.o=new Gq(new Mx);np(this,Vy(new Wy(this)));Ep(this.o,(Pr(),Nr));Ed(this.d,'main');Ed((fs(),this.b.v),'clear-completed');Ed(this.k.v,'new-todo');Ed(this.n,'footer');Ed(this.p,'toggle-all')}
function Vb(b){Sb();var c=b.replace(/[\x00-\x1f\xad\u0600-\u0603\u06dd\u070f\u17b4\u17b5\u200b-\u200f\u2028-\u202e\u2060-\u2064\u206a-\u206f\ufeff\ufff9-\ufffb"\\]/g,function(a){return Tb(a)});return YF+c+YF}
function mq(a,b,c){var d,e,f,g;if(!c){return}d=0;for(g=c.lb();g.nb();){f=pi(g.ob(),1);e=Is((fs(),f));if(e<0){is(b.v,f)}else{e=qq(a,b,f);e>0&&(d|=e)}}d>0&&(b.s==-1?js((fs(),b.v),d|(b.v.__eventBits||0)):(b.s|=d))}
function uq(){this.c=new aF;ZE(this.c,'select');ZE(this.c,'input');ZE(this.c,'textarea');ZE(this.c,'option');ZE(this.c,LG);ZE(this.c,'label');this.b=new aF;ZE(this.b,FG);ZE(this.b,GG);ZE(this.b,MG);ZE(this.b,NG)}
function Rv(a,b,c){var d,e,f;if(c<0||c>a.d){throw new dA}if(a.d==a.b.length){f=fi(Nm,vF,32,a.b.length*2,0);for(d=0;d<a.b.length;++d){hi(f,d,a.b[d])}a.b=f}++a.d;for(e=a.d-1;e>c;--e){hi(a.b,e,a.b[e-1])}hi(a.b,c,b)}
function Fn(a,b,c){var d=En[a];if(d&&!d.cZ){_=d.prototype}else{!d&&(d=En[a]=function(){});_=d.prototype=b<0?{}:Gn(b);_.cM=c}for(var e=3;e<arguments.length;++e){arguments[e].prototype=_}if(d.cZ){_.cZ=d.cZ;d.cZ=null}}
function Oh(a){if(!a){return kh(),jh}var b=a.valueOf?a.valueOf():a;if(b!==a){var c=Kh[typeof b];return c?c(b):Uh(typeof b)}else if(a instanceof Array||a instanceof $wnd.Array){return new Qg(a)}else{return new Dh(a)}}
function rn(a,b){var c,d,e;b&=63;if(b<22){c=a.l<<b;d=a.m<<b|~~a.l>>22-b;e=a.h<<b|~~a.m>>22-b}else if(b<44){c=0;d=a.l<<b-22;e=a.m<<b-22|~~a.l>>44-b}else{c=0;d=0;e=a.l<<b-44}return {l:c&4194303,m:d&4194303,h:e&1048575}}
function tn(a,b){var c,d,e,f;b&=63;c=a.h&1048575;if(b<22){f=~~c>>>b;e=~~a.m>>b|c<<22-b;d=~~a.l>>b|a.m<<22-b}else if(b<44){f=0;e=~~c>>>b-22;d=~~a.m>>b-22|a.h<<44-b}else{f=0;e=0;d=~~c>>>b-44}return {l:d&4194303,m:e&4194303,h:f&1048575}}
function Dq(a,b,c,d){var e,f,g,h,i,j;cr(a.o)+fr(a.o).c;i=c.Ab();g=d+i;for(h=d;h<g;h++){j=c.tb(h-d);f=new gB;nd(f.b,h%2==0?'GMY2FQLAB':'GMY2FQLCB');e=new Tn;new lb(h,a.o);Kx(a.b,j,e);Sn(b,Wq(h,f.b.b,new Vn(e.b.b.b)))}}
function rg(a){var b,c,d,e,f;c=a.Ab();if(c==0){return null}b=new hB(c==1?'Exception caught: ':c+' exceptions caught: ');d=true;for(f=a.lb();f.nb();){e=pi(f.ob(),57);d?(d=false):(nd(b.b,'; '),b);fB(b,e.B())}return b.b.b}
function Du(a){this.b=(fs(),$doc.createElement('a'));if(!a){Qo(this,this.b)}else{Ro(this,a);gs(this.v,this.b)}this.s==-1?js(this.v,1|(this.v.__eventBits||0)):(this.s|=1);Dd(this.v,'gwt-Hyperlink');this.c=new uu(this.b)}
function Vo(a,b,c){if(!a){throw new yb('Null widget handle. If you are creating a composite, ensure that initWidget() has been called.')}b=MA(b);if(b.length==0){throw new $z('Style names cannot be empty')}c?xd(a,b):Bd(a,b)}
function Zx(b){var c,d,e,f,g,h,i;g=qo();if(g){try{f=to(g.b,zG);i=(Lh(),Sh(f)).Q();for(d=0;d<i.b.length;d++){e=Mg(i,d).S();h=yh(e,dH).T().b;c=yh(e,eH).R().b;rD(b.e,new Tx(h,c))}}catch(a){a=Wm(a);if(!ri(a,51))throw Vm(a)}}by(b)}
function fo(a){eo();a.indexOf(uG)!=-1&&(a=Jn($n,a,'&amp;'));a.indexOf(xG)!=-1&&(a=Jn(ao,a,'&lt;'));a.indexOf(wG)!=-1&&(a=Jn(_n,a,'&gt;'));a.indexOf(YF)!=-1&&(a=Jn(bo,a,'&quot;'));a.indexOf(yG)!=-1&&(a=Jn(co,a,'&#39;'));return a}
function wu(a,b,c){var d,e,f;if(c==(fs(),b.v)){return}bp(b);f=null;d=new Zv(a.c);while(d.c<d.d.d){e=Xv(d);if(Rd(c,e.v)){if(e.v==c){f=e;break}Yv(d)}}Ov(a.c,b);if(!f){vd(c.parentNode,b.v,c)}else{td(c.parentNode,b.v,c);Jt(a,f)}cp(b,a)}
function _o(a){var b;if(a.Y()){throw new bA("Should only call onAttach when the widget is detached from the browser's document")}a.r=true;fs();Os(a.v,a);b=a.s;a.s=-1;b>0&&(a.s==-1?js(a.v,b|(a.v.__eventBits||0)):(a.s|=b));a.W();a.ab()}
function fw(a,b){var c;if(!b){throw new $z('display cannot be null')}else if($E(a.c,b)){throw new bA('The specified display has already been added to this adapter.')}ZE(a.c,b);c=wp(b,new kw(a,b));MB(a.f,b,c);a.d>=0&&Fp(b,a.d,a.e);vw(a,b)}
function Ox(a,b,c,d){var e;e=new gB;nd(e.b,"<div class='");fB(e,fo(c));nd(e.b,"' data-timestamp='");fB(e,fo(d));nd(e.b,"'>");fB(e,a.b);nd(e.b,' <label>');fB(e,b.b);nd(e.b,"<\/label><button class='destroy'><\/a><\/div>");return new Nn(e.b.b)}
function pu(a){if(a.d){$d(a.b.style,VG,UG);Wo(a.b,true);Wo(a.c,false);$d(a.c.style,VG,UG)}else{Wo(a.b,false);$d(a.b.style,VG,UG);$d(a.c.style,VG,UG);Wo(a.c,true)}$d(a.b.style,XG,YG);$d(a.c.style,XG,YG);a.b=null;a.c=null;So(a.e,false);a.e=null}
function wt(h){var c=VF;var d=$wnd.location.hash;d.length>0&&(c=h.hb(d.substring(1)));tt(c);var e=h;var f=QF(function(){var a=VF,b=$wnd.location.hash;b.length>0&&(a=e.hb(b.substring(1)));e.jb(a)});var g=function(){jc(g,250);f()};g();return true}
function jA(a){var b,c,d;if(a<0){return 0}else if(a==0){return 32}else{d=-(~~a>>16);b=~~d>>16&16;c=16-b;a=~~a>>b;d=a-256;b=~~d>>16&8;c+=b;a<<=b;d=a-4096;b=~~d>>16&4;c+=b;a<<=b;d=a-16384;b=~~d>>16&2;c+=b;a<<=b;d=~~a>>14;b=d&~(~~d>>1);return c+2-b}}
function Be(){Ae();var a,b,c;c=null;if(ze.length!=0){a=ze.join(VF);b=Ne((Je(),Ie),a);!ze&&(c=b);Pb(ze,0)}if(xe.length!=0){a=xe.join(VF);b=Me((Je(),Ie),a);!xe&&(c=b);Pb(xe,0)}if(ye.length!=0){a=ye.join(VF);b=Me((Je(),Ie),a);!ye&&(c=b);Pb(ye,0)}we=false;return c}
function gn(a){var b,c,d;c=a.l;if((c&c-1)!=0){return -1}d=a.m;if((d&d-1)!=0){return -1}b=a.h;if((b&b-1)!=0){return -1}if(b==0&&d==0&&c==0){return -1}if(b==0&&d==0&&c!=0){return kA(c)}if(b==0&&d!=0&&c==0){return kA(d)+22}if(b!=0&&d==0&&c==0){return kA(b)+44}return -1}
function qu(a,b,c){var d,e,f,g;$(a);d=(fs(),Od(c.v));e=Ys(Od(d),d);if(!b){Wo(d,true);Wo(c.v,true);return}a.e=b;f=Od(b.v);g=Ys(Od(f),f);if(e>g){a.b=f;a.c=d;a.d=false}else{a.b=d;a.c=f;a.d=true}Wo(a.b,a.d);Wo(a.c,!a.d);a.b=null;a.c=null;So(a.e,false);a.e=null;Wo(c.v,true)}
function cd(a){var b,c,d,e,f,g,h,i,j;j=fi(Rm,vF,56,a.length,0);for(e=0,f=j.length;e<f;e++){i=JA(a[e],_F,0);b=-1;d=aG;if(i.length==2&&i[1]!=null){h=i[1];g=HA(h,RA(58));c=IA(h,RA(58),g-1);d=LA(h,0,c);if(g!=-1&&c!=-1){Kc(LA(h,c+1,g));b=Kc(KA(h,g+1))}}j[e]=new AA(i[0],d+RF+b)}tb(j)}
function sn(a,b){var c,d,e,f,g;b&=63;c=a.h;d=(c&524288)!=0;d&&(c|=-1048576);if(b<22){g=~~c>>b;f=~~a.m>>b|c<<22-b;e=~~a.l>>b|a.m<<22-b}else if(b<44){g=d?1048575:0;f=~~c>>b-22;e=~~a.m>>b-22|c<<44-b}else{g=d?1048575:0;f=d?4194303:0;e=~~c>>b-44}return {l:e&4194303,m:f&4194303,h:g&1048575}}
function uc(a){var b,c,d,e,f,g,h;f=a.length;if(f==0){return null}b=false;c=new nb;while(ob()-c.b<100){d=false;for(e=0;e<f;e++){h=a[e];if(!h){continue}d=true;if(!h[0].D()){a[e]=null;b=true}}if(!d){break}}if(b){g=[];for(e=0;e<f;e++){!!a[e]&&Mb(g,a[e])}return g.length==0?null:g}else{return a}}
function Ws(){Ws=rF;Ss={_default_:et,dragenter:dt,dragover:dt};Ts={click:ct,dblclick:ct,mousedown:ct,mouseup:ct,mousemove:ct,mouseover:ct,mouseout:ct,mousewheel:ct,keydown:bt,keyup:bt,keypress:bt,touchstart:ct,touchend:ct,touchmove:ct,touchcancel:ct,gesturestart:ct,gestureend:ct,gesturechange:ct}}
function Ku(){var c=function(){};c.prototype={className:VF,clientHeight:0,clientWidth:0,dir:VF,getAttribute:function(a,b){return this[a]},href:VF,id:VF,lang:VF,nodeType:1,removeAttribute:function(a,b){this[a]=undefined},setAttribute:function(a,b){this[a]=b},src:VF,style:{},title:VF};$wnd.GwtPotentialElementShim=c}
function Uz(a){var b,c,d,e,f;if(a==null){throw new yA(TF)}d=a.length;e=d>0&&(a.charCodeAt(0)==45||a.charCodeAt(0)==43)?1:0;for(b=e;b<d;b++){if(Gz(a.charCodeAt(b))==-1){throw new yA(iH+a+YF)}}f=parseInt(a,10);c=f<-2147483648;if(isNaN(f)){throw new yA(iH+a+YF)}else if(c||f>2147483647){throw new yA(iH+a+YF)}return f}
function Aq(a,b){var c,d,e,f,g,h,i,j,k,l,m;e=Vd(b);if(!Jd(e)){return}l=Vd(b);h=VF;c=l;while(!!c&&(h=Md(c,'__idx')).length==0){c=Od(c)}if(h.length>0){f=b.type;EA(fG,f);g=Uz(h);i=g-fr(a.o).c;if(!(i>=0&&i<br(a.o).n.c)){return}j=(Pr(),Mr)==a.o.e;m=(xp(a,i),dr(a.o,i));d=new lb(g,a.o);k=pw(a,b,a,d,a.c,j);k.d||xq(a,b,c,m)}}
function ku(a,b){var c,d,e;c=(d=(fs(),$doc.createElement(AG)),$d(d.style,TG,UG),$d(d.style,VG,WG),$d(d.style,'padding',WG),$d(d.style,'margin',WG),d);gs(a.v,c);Gt(a,b,c);Wo(c,false);$d(c.style,VG,UG);e=b.v;EA(e.style[TG],VF)&&(b.v.style[TG]=UG,undefined);EA(e.style[VG],VF)&&(b.v.style[VG]=UG,undefined);Wo(b.v,false)}
function dy(a){var b;this.g=new gy(this);this.e=new AD;this.c=new ww;this.d=(sy(),qy);this.f=a;Zx(this);b=(ns(),ms?mt==null?VF:mt:VF);this.d=EA(b,hG)?py:EA(b,iG)?ry:qy;Fy(a,this.g);Iy(a,this.c);Jy(a,this.d);cy(this);os(new my(this));this.b=(gz(),gz(),fz);lg(this.b,(rz(),qz),new iy(this));lg(this.b,(kz(),jz),new ky(this))}
function Zf(b,c){var d,e,f,g,h;if(!c){throw new uA('Cannot fire null event')}try{++b.c;g=ag(b,c.L());d=null;h=b.d?g.xb(g.Ab()):g.wb();while(b.d?h.Db():h.nb()){f=b.d?h.Eb():h.ob();try{c.K(pi(f,11))}catch(a){a=Wm(a);if(ri(a,57)){e=a;!d&&(d=new aF);ZE(d,e)}else throw Vm(a)}}if(d){throw new pg(d)}}finally{--b.c;b.c==0&&cg(b)}}
function on(a){var b,c,d,e,f;if(isNaN(a)){return Cn(),Bn}if(a<-9223372036854775808){return Cn(),zn}if(a>=9223372036854775807){return Cn(),yn}e=false;if(a<0){e=true;a=-a}d=0;if(a>=17592186044416){d=vi(a/17592186044416);a-=d*17592186044416}c=0;if(a>=4194304){c=vi(a/4194304);a-=c*4194304}b=vi(a);f=$m(b,c,d);e&&en(f);return f}
function Sq(a){if(!a.b){a.b=true;Ae();Ce('.GMY2FQLAB,.GMY2FQLCB{cursor:pointer;zoom:1;}.GMY2FQLBB{background:#ffc;}.GMY2FQLDB{height:'+(Uq(),Oq.b)+'px;overflow:hidden;background:url("'+Oq.e.b+'") -'+Oq.c+'px -'+Oq.d+'px  repeat-x;background-color:#628cd5;color:white;height:auto;overflow:visible;}');return true}return false}
function wn(a){var b,c,d,e,f;if(a.l==0&&a.m==0&&a.h==0){return sG}if(a.h==524288&&a.m==0&&a.l==0){return '-9223372036854775808'}if(~~a.h>>19!=0){return '-'+wn(qn(a))}c=a;d=VF;while(!(c.l==0&&c.m==0&&c.h==0)){e=pn(1000000000);c=_m(c,e,true);b=VF+vn(Xm);if(!(c.l==0&&c.m==0&&c.h==0)){f=9-b.length;for(;f>0;f--){b=sG+b}}d=b+d}return d}
function Rh(b,c){var d;if(c&&(Sb(),Rb)){try{d=JSON.parse(b)}catch(a){return Th(qG+a)}}else{if(c){if(!(Sb(),!/[^,:{}\[\]0-9.\-+Eaeflnr-u \n\r\t]/.test(b.replace(/"(\\.|[^"\\])*"/g,VF)))){return Th('Illegal character in JSON string')}}b=Ub(b);try{d=eval(WF+b+dG)}catch(a){return Th(qG+a)}}var e=Kh[typeof d];return e?e(d):Uh(typeof d)}
function Hq(a){var b;Hp.call(this,$doc.createElement(AG));eo();new Vn(VF);this.e=new dv;this.f=new dv;this.g=new mu;this.b=a;this.i=(Vq(),Pq);Sq(this.i);Vo((fs(),this.v),'GMY2FQLEB',true);this.d=$doc.createElement(AG);b=this.v;qd(b,this.d);qd(b,Po(this.g));this.g.cb(this);ku(this.g,this.e);ku(this.g,this.f);mq((!kq&&(kq=new uq),kq),this,a.e)}
function $q(a,b,c){var d,e,f,g,h,i,j,k,l,m,n;tr(a);l=-1;h=-1;m=-1;i=-1;g=0;for(e=0;e<a.length;e++){f=a[e];if(f<b||f>=c){continue}else if(l==-1){l=f;h=f}else if(m==-1){g=f-h;m=f;i=f}else{d=f-i;if(d>g){h=i;m=f;i=f;g=d}else{i=f}}}h+=1;i+=1;if(m==h){h=i;m=-1;i=-1}n=new AD;if(l!=-1){j=h-l;rD(n,new ix(l,j))}if(m!=-1){k=i-m;rD(n,new ix(m,k))}return n}
function Jx(a,b,c){var d,e,f;if(a.c==b){d=Nx(b.c);fB(c.b,d.b)}else{d=Ox(b.b?(e=new gB,nd(e.b,"<input class='toggle' type='checkbox' checked>"),new Nn(e.b.b)):(f=new gB,nd(f.b,"<input class='toggle' type='checkbox'>"),new Nn(f.b.b)),(eo(),new Vn(fo(b.c))),b.b?'listItem view completed':'listItem view',VF+wn(on((new ME).b.getTime())));fB(c.b,d.b)}}
function zt(f){var d=f.b=$wnd.onbeforeunload;var e=f.c=$wnd.onunload;$wnd.onbeforeunload=function(a){var b,c;try{b=QF(xs)()}finally{c=d&&d(a)}if(b!=null){return b}if(c!=null){return c}};$wnd.onunload=QF(function(a){try{ts();qs&&Ef((!rs&&(rs=new Fs),rs))}finally{e&&e(a);$wnd.onresize=null;$wnd.onscroll=null;$wnd.onbeforeunload=null;$wnd.onunload=null}})}
function mr(a,b,c){var d,e,f,g,h,i,j,k,l,m,n,o;o=c.Ab();n=b+o;k=(!a.f?a.j:a.f).i;j=(!a.f?a.j:a.f).i+(!a.f?a.j:a.f).g;e=b>k?b:k;d=n<j?n:j;if(b!=k&&e>=d){return}l=_q(a);f=qA(0,e-k-(!a.f?a.j:a.f).n.c);for(i=0;i<f;i++){rD(l.n,null)}for(h=e;h<d;h++){m=c.tb(h-b);g=h-k;g<(!a.f?a.j:a.f).n.c?yD(l.n,g,m):rD(l.n,m)}rD(l.d,new ix(e-f,d-(e-f)));n>(!a.f?a.j:a.f).j&&lr(a,n,(!a.f?a.j:a.f).k)}
function Wy(a){this.w=a;this.A=(new Zy,bz(),Yy);_y(this.A);this.g=Wd($doc);this.b=Wd($doc);this.d=Wd($doc);this.i=Wd($doc);this.j=Wd($doc);this.n=Wd($doc);this.o=Wd($doc);this.p=Wd($doc);this.q=Wd($doc);this.s=Wd($doc);this.u=Wd($doc);this.e=Wd($doc);this.c=new Eo(this.b);this.k=new Eo(this.j);this.r=new Eo(this.q);this.t=new Eo(this.s);this.v=new Eo(this.u);this.f=new Eo(this.e)}
function cn(a,b,c,d,e,f){var g,h,i,j,k,l,m;j=fn(b)-fn(a);g=rn(b,j);i=$m(0,0,0);while(j>=0){h=ln(a,g);if(h){j<22?(i.l|=1<<j,undefined):j<44?(i.m|=1<<j-22,undefined):(i.h|=1<<j-44,undefined);if(a.l==0&&a.m==0&&a.h==0){break}}k=g.m;l=g.h;m=g.l;hn(g,~~l>>>1);g.m=~~k>>>1|(l&1)<<21;g.l=~~m>>>1|(k&1)<<21;--j}c&&en(i);if(f){if(d){Xm=qn(a);e&&(Xm=un(Xm,(Cn(),An)))}else{Xm=$m(a.l,a.m,a.h)}}return i}
function Hx(a,b,c,d){var e,f,g,h,i,j;j=d.type;if(a.c==c){if(EA(gG,j)){h=Ld(d);if(h==13){Fx(a,b,c);a.c=null;Lx(a,b,c)}h==27&&(a.c=null,Lx(a,b,c))}if(EA(GG,j)&&!a.b){Fx(a,b,c);a.c=null;Lx(a,b,c)}}else{if(EA(PG,j)){a.c=c;Lx(a,b,c);a.b=true;g=sd(b.firstChild);yd(g);a.b=false}if(EA(fG,j)){f=Vd(d);e=f;i=e.tagName;if(EA(i,bH)){g=e;Qx(c,Yd(g));Pf(a.d,new tz(c));Yd(g)?xd(b.firstChild,cH):Bd(b.firstChild,cH)}else EA(i,SG)&&Pf(a.d,new mz(c))}}}
function Tm(){var a,b;Hn()&&In('com.google.gwt.useragent.client.UserAgentAsserter');a=dw();EA(rG,a)||($wnd.alert('ERROR: Possible problem with your *.gwt.xml module file.\nThe compile time user.agent value (safari) does not match the runtime user.agent value ('+a+'). Expect more errors.\n'),undefined);Hn()&&In('com.google.gwt.user.client.DocumentModeAsserter');ks();Hn()&&In('com.todo.client.GwtToDo');b=new Ly;new dy(b);Nt((Qu(),Uu()),b)}
function JA(l,a,b){var c=new RegExp(a,vG);var d=[];var e=0;var f=l;var g=null;while(true){var h=c.exec(f);if(h==null||f==VF||e==b-1&&b>0){d[e]=f;break}else{d[e]=f.substring(0,h.index);f=f.substring(h.index+h[0].length,f.length);c.lastIndex=0;if(g==f){d[e]=f.substring(0,1);f=f.substring(1)}g=f;e++}}if(b==0&&l.length>0){var i=d.length;while(i>0&&d[i-1]==VF){--i}i<d.length&&d.splice(i,d.length-i)}var j=NA(d.length);for(var k=0;k<d.length;++k){j[k]=d[k]}return j}
function dw(){var b=navigator.userAgent.toLowerCase();var c=function(a){return parseInt(a[1])*1000+parseInt(a[2])};if(function(){return b.indexOf('webkit')!=-1}())return rG;if(function(){return b.indexOf($G)!=-1&&$doc.documentMode>=10}())return 'ie10';if(function(){return b.indexOf($G)!=-1&&$doc.documentMode>=9}())return 'ie9';if(function(){return b.indexOf($G)!=-1&&$doc.documentMode>=8}())return 'ie8';if(function(){return b.indexOf('gecko')!=-1}())return 'gecko1_8';return 'unknown'}
function nr(a,b,c){var d,e,f,g,h,i,j,k,l,m;m=b.c;g=b.b;if(m<0){throw new $z('Range start cannot be less than 0')}if(g<0){throw new $z('Range length cannot be less than 0')}j=(!a.f?a.j:a.f).i;h=(!a.f?a.j:a.f).g;k=j!=m;if(k){l=_q(a);if(!c){if(m>j){f=m-j;if((!a.f?a.j:a.f).n.c>f){for(e=0;e<f;e++){wD(l.n,0)}}else{tD(l.n)}}else{d=j-m;if((!a.f?a.j:a.f).n.c>0&&d<h){for(e=0;e<d;e++){qD(l.n,0,null)}rD(l.d,new ix(m,m+d-m))}else{tD(l.n)}}}l.i=m}i=h!=g;i&&(_q(a).g=g);c&&tD(_q(a).n);or(a);(k||i)&&rx(a.b,new ix((!a.f?a.j:a.f).i,(!a.f?a.j:a.f).g))}
function jr(a,b,c,d){var e,f,g,h,i,j,k,l;if((Pr(),Nr)==a.e){return}a.d.b&&(b=qA(0,rA(b,(!a.f?a.j:a.f).n.c-1)));_q(a).q=true;if(!d&&(Nr==a.e?-1:(!a.f?a.j:a.f).e)==b&&(Nr==a.e?null:(!a.f?a.j:a.f).f)!=null){return}i=(!a.f?a.j:a.f).i;h=(!a.f?a.j:a.f).g;k=(!a.f?a.j:a.f).j;e=i+b;e>=k&&(!a.f?a.j:a.f).k&&(e=k-1);b=(0>e?0:e)-i;a.d.b&&(b=0>(b<h-1?b:h-1)?0:b<h-1?b:h-1);g=i;f=h;j=_q(a);j.e=0;j.f=null;j.b=true;if(b>=0&&b<h){j.e=b;j.f=b<j.n.c?yr(_q(a),b):null;j.c=c;return}else if((Hr(),Er)==a.d){while(b<0){l=h<g?h:g;g-=l;b+=l}while(b>=h){g+=h;b-=h}}else if(Gr==a.d){while(b<0){l=30<g?30:g;f+=l;g-=l;b+=l}while(b>=f){f+=30}if((!a.f?a.j:a.f).k){f=f<k-g?f:k-g;b>=k&&(b=k-1)}}if(g!=i||f!=h){j.e=b;nr(a,new ix(g,f),false)}}
function _m(a,b,c){var d,e,f,g,h,i,j,k;if(b.l==0&&b.m==0&&b.h==0){throw new xz}if(a.l==0&&a.m==0&&a.h==0){c&&(Xm=$m(0,0,0));return $m(0,0,0)}if(b.h==524288&&b.m==0&&b.l==0){return an(a,c)}i=false;if(~~b.h>>19!=0){b=qn(b);i=true}g=gn(b);f=false;e=false;d=false;if(a.h==524288&&a.m==0&&a.l==0){e=true;f=true;if(g==-1){a=Zm((Cn(),yn));d=true;i=!i}else{h=sn(a,g);i&&en(h);c&&(Xm=$m(0,0,0));return h}}else if(~~a.h>>19!=0){f=true;a=qn(a);d=true;i=!i}if(g!=-1){return bn(a,g,i,f,c)}if(!(j=~~a.h>>19,k=~~b.h>>19,j==0?k!=0||a.h>b.h||a.h==b.h&&a.m>b.m||a.h==b.h&&a.m==b.m&&a.l>=b.l:!(k==0||a.h<b.h||a.h==b.h&&a.m<b.m||a.h==b.h&&a.m==b.m&&a.l<b.l))){c&&(f?(Xm=qn(a)):(Xm=$m(a.l,a.m,a.h)));return $m(0,0,0)}return cn(d?a:$m(a.l,a.m,a.h),b,i,f,e,c)}
function Is(a){switch(a){case GG:return 4096;case 'change':return 1024;case fG:return 1;case PG:return 2;case FG:return 2048;case HG:return 128;case 'keypress':return 256;case gG:return 512;case MG:return 32768;case 'losecapture':return 8192;case IG:return 4;case 'mousemove':return 64;case 'mouseout':return 32;case 'mouseover':return 16;case 'mouseup':return 8;case 'scroll':return 16384;case NG:return 65536;case 'DOMMouseScroll':case 'mousewheel':return 131072;case 'contextmenu':return 262144;case 'paste':return 524288;case 'touchstart':return 1048576;case 'touchmove':return 2097152;case 'touchend':return 4194304;case 'touchcancel':return 8388608;case 'gesturestart':return 16777216;case 'gesturechange':return 33554432;case 'gestureend':return 67108864;default:return -1;}}
function Vy(a){var b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r;c=new xu(dz(a.b,a.d,a.i,a.j,a.n,a.o,a.p,a.q,a.s,a.u,a.e).b);b=Go((fs(),c.v));Do(a.c);d=Do(new Eo(a.d));a.w.d=d;e=Do(new Eo(a.i));a.w.p=e;Do(a.k);f=Do(new Eo(a.n));a.w.n=f;g=Do(new Eo(a.o));a.w.e=g;h=Do(new Eo(a.p));a.w.f=h;Do(a.r);Do(a.t);Do(a.v);Do(a.f);b.c?td(b.c,b.b,b.d):Io(b.b);wu(c,(i=new Dx,Cd(i.v,'placeholder','What needs to be done?'),a.w.k=i,i),Do(a.c));wu(c,a.w.o,Do(a.k));wu(c,(j=new Cu,Au(j,(p=new gB,nd(p.b,'All'),new Nn(p.b.b)).b),Dd(j.v,gH),Bu(j,'/'),a.w.i=j,j),Do(a.r));wu(c,(k=new Cu,Au(k,(q=new gB,nd(q.b,'Active'),new Nn(q.b.b)).b),Dd(k.v,gH),Bu(k,hG),a.w.g=k,k),Do(a.t));wu(c,(l=new Cu,Au(l,(r=new gB,nd(r.b,'Completed'),new Nn(r.b.b)).b),Dd(l.v,gH),Bu(l,iG),a.w.j=l,l),Do(a.v));wu(c,(m=new hu,fu(m,cz(a.g).b),n=Go(m.v),o=Do(new Eo(a.g)),a.w.c=o,n.c?td(n.c,n.b,n.d):Io(n.b),a.w.b=m,m),Do(a.f));return c}
function ks(){var a,b,c;b=$doc.compatMode;a=gi(Sm,vF,1,[OG]);for(c=0;c<a.length;c++){if(EA(a[c],b)){return}}a.length==1&&EA(OG,a[0])&&EA('BackCompat',b)?"GWT no longer supports Quirks Mode (document.compatMode=' BackCompat').<br>Make sure your application's host HTML page has a Standards Mode (document.compatMode=' CSS1Compat') doctype,<br>e.g. by using &lt;!doctype html&gt; at the start of your application's HTML page.<br><br>To continue using this unsupported rendering mode and risk layout problems, suppress this message by adding<br>the following line to your*.gwt.xml module file:<br>&nbsp;&nbsp;&lt;extend-configuration-property name=\"document.compatMode\" value=\""+b+'"/&gt;':"Your *.gwt.xml module configuration prohibits the use of the current doucment rendering mode (document.compatMode=' "+b+"').<br>Modify your application's host HTML page doctype, or update your custom 'document.compatMode' configuration property settings."}
function Wb(){var a=['\\u0000','\\u0001','\\u0002','\\u0003','\\u0004','\\u0005','\\u0006','\\u0007','\\b','\\t','\\n','\\u000B','\\f','\\r','\\u000E','\\u000F','\\u0010','\\u0011','\\u0012','\\u0013','\\u0014','\\u0015','\\u0016','\\u0017','\\u0018','\\u0019','\\u001A','\\u001B','\\u001C','\\u001D','\\u001E','\\u001F'];a[34]='\\"';a[92]='\\\\';a[173]='\\u00ad';a[1536]='\\u0600';a[1537]='\\u0601';a[1538]='\\u0602';a[1539]='\\u0603';a[1757]='\\u06dd';a[1807]='\\u070f';a[6068]='\\u17b4';a[6069]='\\u17b5';a[8203]='\\u200b';a[8204]='\\u200c';a[8205]='\\u200d';a[8206]='\\u200e';a[8207]='\\u200f';a[8232]='\\u2028';a[8233]='\\u2029';a[8234]='\\u202a';a[8235]='\\u202b';a[8236]='\\u202c';a[8237]='\\u202d';a[8238]='\\u202e';a[8288]='\\u2060';a[8289]='\\u2061';a[8290]='\\u2062';a[8291]='\\u2063';a[8292]='\\u2064';a[8298]='\\u206a';a[8299]='\\u206b';a[8300]='\\u206c';a[8301]='\\u206d';a[8302]='\\u206e';a[8303]='\\u206f';a[65279]='\\ufeff';a[65529]='\\ufff9';a[65530]='\\ufffa';a[65531]='\\ufffb';return a}
function dz(a,b,c,d,e,f,g,h,i,j,k){var l;l=new gB;nd(l.b,"<section id='todoapp'> <header id='header'> <h1>todos<\/h1> <span id='");fB(l,fo(a));nd(l.b,"'><\/span> <\/header> <section id='");fB(l,fo(b));nd(l.b,"'> <input id='");fB(l,fo(c));nd(l.b,"' type='checkbox'> <label for='toggle-all'>Mark all as complete<\/label> <div id='todo-list'> <span id='");fB(l,fo(d));nd(l.b,"'><\/span> <\/div> <\/section> <footer id='");fB(l,fo(e));nd(l.b,"'> <span id='todo-count'> <strong class='number' id='");fB(l,fo(f));nd(l.b,"'><\/strong> <span class='word' id='");fB(l,fo(g));nd(l.b,"'><\/span> left <\/span> <ul id='filters'> <li> <span id='");fB(l,fo(h));nd(l.b,hH);fB(l,fo(i));nd(l.b,hH);fB(l,fo(j));nd(l.b,"'><\/span> <\/li> <\/ul> <span id='");fB(l,fo(k));nd(l.b,"'><\/span> <\/footer> <\/section> <footer id='info'> <p>Double-click to edit a todo<\/p> <p>Created by <a href='http://www.scottlogic.co.uk/blog/colin/'>Colin Eberhardt<\/a><\/p> <p>Part of <a href='http://todomvc.com'>TodoMVC<\/a><\/p> <\/footer>");return new Nn(l.b.b)}
function at(a,b){var c=(a.__eventBits||0)^b;a.__eventBits=b;if(!c)return;c&1&&(a.onclick=b&1?Us:null);c&2&&(a.ondblclick=b&2?Us:null);c&4&&(a.onmousedown=b&4?Us:null);c&8&&(a.onmouseup=b&8?Us:null);c&16&&(a.onmouseover=b&16?Us:null);c&32&&(a.onmouseout=b&32?Us:null);c&64&&(a.onmousemove=b&64?Us:null);c&128&&(a.onkeydown=b&128?Us:null);c&256&&(a.onkeypress=b&256?Us:null);c&512&&(a.onkeyup=b&512?Us:null);c&1024&&(a.onchange=b&1024?Us:null);c&2048&&(a.onfocus=b&2048?Us:null);c&4096&&(a.onblur=b&4096?Us:null);c&8192&&(a.onlosecapture=b&8192?Us:null);c&16384&&(a.onscroll=b&16384?Us:null);c&32768&&(a.onload=b&32768?Vs:null);c&65536&&(a.onerror=b&65536?Us:null);c&131072&&(a.onmousewheel=b&131072?Us:null);c&262144&&(a.oncontextmenu=b&262144?Us:null);c&524288&&(a.onpaste=b&524288?Us:null);c&1048576&&(a.ontouchstart=b&1048576?Us:null);c&2097152&&(a.ontouchmove=b&2097152?Us:null);c&4194304&&(a.ontouchend=b&4194304?Us:null);c&8388608&&(a.ontouchcancel=b&8388608?Us:null);c&16777216&&(a.ongesturestart=b&16777216?Us:null);c&33554432&&(a.ongesturechange=b&33554432?Us:null);c&67108864&&(a.ongestureend=b&67108864?Us:null)}
function hr(b,c){var d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,A,B,C,D,F,G,H,I,J,K,L,M,N,O,P,Q,R,S;b.g=null;if(b.c){return false}b.c=true;if(!b.f){b.c=false;b.i=0;return false}++b.i;if(b.i>10){b.c=false;b.i=0;throw new bA('A possible infinite loop has been detected in a Cell Widget. This usually happens when your SelectionModel triggers a SelectionChangeEvent when SelectionModel.isSelection() is called, which causes the table to redraw continuously.')}t=b.j;l=b.f;b.j=b.f;b.f=null;!c&&(c=[]);B=l.i;A=l.g;w=B+A;O=l.n.c;l.e=qA(0,rA(l.e,O-1));if((Pr(),Nr)==b.e){l.e=0;l.f=null}else if(l.b){l.f=O>0?yr(l,l.e):null}else if(l.f!=null){e=ar(l,l.f,l.e);if(e>=0){l.e=e;l.f=O>0?yr(l,l.e):null}else{l.e=0;l.f=null}}try{if(Mr==b.e&&false){u=t.p;m=O>0?yr(l,l.e):null;if(m!=null){v=u!=null&&null.Ob();n=m!=null&&null.Ob();if(Kb(m,u)){n||(l.p=null)}else{v&&null.Ob();l.p=m;m!=null&&!n&&null.Ob()}}}}catch(a){a=Wm(a);if(ri(a,55)){f=a;b.c=false;b.i=0;throw Vm(f)}else throw Vm(a)}h=l.b||t.e!=l.e||t.f==null&&l.f!=null;o=new aF;try{for(g=B;g<B+O;g++){uD(l.n,g-B);Q=$E(t.o,nA(g));Q&&Nb(c,g)}}catch(a){a=Wm(a);if(ri(a,55)){f=a;b.c=false;b.i=0;throw Vm(f)}else throw Vm(a)}L=false;for(N=new RC(l.d);N.c<N.e.Ab();){M=pi(PC(N),35);P=M.c;i=M.b;i==0&&(L=true);for(g=P;g<P+i;g++){Nb(c,g)}}if(c.length>0&&h){Nb(c,t.e);Nb(c,l.e)}if(b.f){b.c=false;b.f.p=l.p;b.f.o.Gb(o);h&&(b.f.b=true);l.c&&(b.f.c=true);Nb(c,t.e);Nb(c,l.e);if(hr(b,c)){return true}}j=$q(c,B,w);F=j.c>0?(BC(0,j.c),pi(j.b[0],35)):null;G=j.c>1?(BC(1,j.c),pi(j.b[1],35)):null;J=0;for(D=new RC(j);D.c<D.e.Ab();){C=pi(PC(D),35);J+=C.b}q=t.i;p=t.g;r=t.n.c;H=false;B!=q?(H=true):O<r?(H=true):!G&&!!F&&F.c==B&&(J>=r||J>p)?(H=true):J>=5&&J>0.3*r?(H=true):L&&r==0&&(H=true);R=(!b.f?b.j:b.f).n.c;S=(!b.f?b.j:b.f).k?rA((!b.f?b.j:b.f).g,(!b.f?b.j:b.f).j-(!b.f?b.j:b.f).i):(!b.f?b.j:b.f).g;R>=S?cq(b.k,(bs(),$r)):R==0?cq(b.k,(bs(),_r)):cq(b.k,(bs(),as));try{if(H){new Tn;$p(b.k,l.n,l.c);aq(b.k)}else if(F){d=F.c;I=d-B;new Tn;K=new $C(l.n,I,I+F.b);_p(b.k,K,I,l.c);if(G){d=G.c;I=d-B;new Tn;K=new $C(l.n,I,I+G.b);_p(b.k,K,I,l.c)}aq(b.k)}else if(h){s=t.e;s>=0&&s<O&&bq(b.k,s,false,false);k=l.e;k>=0&&k<O&&bq(b.k,k,true,l.c)}}catch(a){a=Wm(a);if(ri(a,50)){f=a;throw new Ab(f)}else throw Vm(a)}finally{b.c=false}hr(b,null);return true}
function ho(){this.b='data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAFIAAAAaCAYAAAAkJwuaAAAHt0lEQVR42u1SWVeURxD9fiqLuOFugp5ojjsuzMBIEDXHFSOKRIHI9kNmBgYERkHEhWQcQB47XWtX94xPyaMP91RX1a1bt76ZrG961/XNBPROf3N9syEvzMZ1jDO7jZhtfAMX52fNe4bnjY5oCjetx7rfIl+pXgHfpi+a3/M9sxvdlUboRd/A9MO3+uYySPLTO764wxHyUEv7eRbIa27n4mgRa3/Tt61Zrd7v1prvEG8Bu4nP5l56k3vi+3cbZuKdYW+Wn9rGJDdFwNwjN+nzyW2G9KS2RXFqSznam5IcdO17h3Lo465t5eent7QGnLzujd8KvxdnJsW7eOZcdCd3ON+Kenn0tMX7hC+3hzzcs0Mz0zsufK/taD678deWE/S85ncStc7vHunB+/V2qL+OZ+2cziO3Hmr+DRrxjnrQg9oEoB68mF7k2XqYYE+TW9Gc3qRekv5EvcGz6Ik+cet0B+/Jro1/ddfG6+7a2Fd3dbzmro4BfG0CcgJyJoBTw3jdA7gQsT5RYx7nfv46zGOsoxZwcNZzUB+44zXdQxzag/kYY7zOs7xvvB57klmuiXfSD36CvszVlX+dta5P1I1GTW+jnaQFPb1rvK6a2ZWX/zhAN+PKq5BDvPyy5rrHoO7jq6++ZnPiIP8VzNRofizUr1iO/yG6hQtvbwj7jMvIYbykfd3pXtSuEUCHfZCn4EU0YY/W/b7ul7RHvHVHHmuhZ/Ox+I7L9nuNkW528c+/HeASQ94XRzfNO/QuvKA61GyfdDZDfTTWDJx0T8ClRM/2I51R2nVJdtr3qKlFvKAf8s34vlG6O3DiWXtjWs/OPf/izo8APjt6QxSE/PzIZoD/mOe5h32OCJmF94vPxB2hSDrw/oI6oK/cEbtzE2vnrDZrnROvii+860vQey75Z90pPNl3AfojPDMSe470Rqzm58B9Hr4LxOzs8Ib79dlHd/YpwL+HP3lw7t9Qk/rZpwTo//qMefCG3jDNgx7MYp915Q2RND+aHfQ+gzs+sk7wgH6esY9kBv2g30/sgeIZ2Tn8KdyA7w2e4ZuHrR/pi3/7DT6qBt3CO58xz89lv/zxwUV4AnGDcxOfbHBu37Zn+Jp/CPnQh+/MmRrsHvrQqIWwPesN6nZ/sju9I+pvNJ95Ym568r25eEd2+vG663q05iCe8vHUo/fu1OP3PodoahAfvw/QmXXiD9GMBXKGZIbnI33hroca6q0HP6LNOKX8ddXA95B49L0h63eNdsgs6qyrjvod4nutrvX/iHDafgP0SLzs5werruvBmoNI8O+HnD9cDW/be8i9ByF2ab4WuDrXRCvdYfUeyvya0VnDHxz2dKlHyJtoPmjij+fphtRP7FVvifyYHU362Yl779xJhr7vx2/bOyHv+6s6d/LeqrM6kFtu1MM54Nv5dw3z0v/p/qrRWdW9J4y3Ru3GnannhrsjzmoTT83uDsiO//7WHUOsYDyuWHHUq5pawDGN0K/ifGN8m2iI5kqkGzSqTfYEvWMY35pceFXjZ8XMV6P+MVOLb61GIB8riZ9q5DXdmR25u+KO3Fl2RyF6HGUcubvsUcUevEO9yvwq5XeYyzziVpFHMxKXmVtVrbDTzi4bP5QrF3esqJ76kf3sK3jmaG6wUd/Jjek+ywt3xPzs0O0ld/j2sseSOzS4RBGxrPnhO1SLOIPEOaxYatDAOdFgPYFy73CPIfvCrPEBGIz3HG7iy9ZTNOvbWoO/iLNsbo/7WefAkjs48MbDx1tv8N3pYydE7S26zkGOt0IfZjpvEUf6pLFI87eoTjNmtgFL+qb9S6zdfDbsXWRPcBTvh96g+It9H5R52WfvEx8DokteSPeN8lQD30v6zg70LzrEbws+VtyBAckJ+/sXqOb78MYcepY3wLM+3w86zIX8YKS3EGsjt8KaMAMaC2RSdjP29y+qjwP9wQvpV0iLtaGGWrITovhGVPQGuU/84g2gx98ixAXaIVzR5Vq272bF7bu54Ch6wADEgtTn/Zujx94CcahWCX2o3ZS6iczBOdlxM5n12FuY93tlXyXe15AzV/b2Bz2sS834JlR4hjzs1zl7Z/I9NLee502P3tnevorr6Jtzez06+sAovQnzoe7RwYCj4SCcK8xznMMYtLhWEP689mhHhXXNnNeUumgjZKYwr57En3juKMzpXOSrr2JusHeae4xv2iP3JP1C4GjO3yHb01t2e3rn3J48oQPeHu15rktPOfNab5e65Zh6u9eWt+jG3HLzmDdIZtqtT9vvDXvakxrw2u18bznqx3eU49t7E/9NdgKytlwJhdryJRRoYyGKvp7jCDXmtkvPz1C9zLVy1Fee7MiBru0DShrbolo54ZWNz7moT/vjOu0qNfHEu5Jbgl56j62V1FuqncGHaPWk1p6SRxEXUIR6CQdac0X+YEWqCfiDIz9f5FjmXhF1IdIHL9EO0OgpkT7zW3NsLldkfpk5MiMeJC/r7jbxxse28gfEOnsUDZzP0w1yI91S1D9FvK+sd6AfuU3vK+l9mRzWeqOoH1MPjmpF1yJ5rqQf1H4c5OeKmhNfNIJB1WQd4bXYfTnObxgt2cdaLT3F2K/Z0ZJ4aeX5lh6pWz/El5nYR7JLZsUb9zM19gP/CT8+5P+EfwFEPZjKzXkk0QAAAABJRU5ErkJggg=='}
var VF='',eG=' ',YF='"',QG='#',RG='%23',uG='&',yG="'",hH="'><\/span> <\/li> <li> <span id='",WF='(',dG=')',mG=',',oG=', ',aH=', Size: ',hG='/active',iG='/completed',sG='0',WG='0px',UG='100%',$F=':',SF=': ',xG='<',jH='=',wG='>',RF='@',_F='@@',SG='BUTTON',OG='CSS1Compat',qG='Error parsing JSON: ',CH='EventBus',iH='For input string: "',JG='GMY2FQLBB',gH='GMY2FQLEI',bH='INPUT',_G='Index: ',DH='SimpleEventBus',UF='String',tH='UmbrellaException',aG='Unknown',bG='[',xH='[Lcom.google.gwt.user.cellview.client.',zH='[Lcom.google.gwt.user.client.ui.',nH='[Ljava.lang.',cG=']',KG='__gwtCellBasedWidgetImplDispatching',ZF='anonymous',CG='aria-hidden',GG='blur',LG='button',fG='click',KH='com.google.gwt.animation.client.',FH='com.google.gwt.cell.client.',mH='com.google.gwt.core.client.',uH='com.google.gwt.core.client.impl.',LH='com.google.gwt.dom.client.',JH='com.google.gwt.event.dom.client.',wH='com.google.gwt.event.logical.shared.',rH='com.google.gwt.event.shared.',AH='com.google.gwt.i18n.client.',HH='com.google.gwt.json.client.',MH='com.google.gwt.safehtml.shared.',GH='com.google.gwt.storage.client.',OH='com.google.gwt.text.shared.testing.',NH='com.google.gwt.uibinder.client.',vH='com.google.gwt.user.cellview.client.',BH='com.google.gwt.user.client.',IH='com.google.gwt.user.client.impl.',oH='com.google.gwt.user.client.ui.',yH='com.google.gwt.view.client.',qH='com.google.web.bindery.event.shared.',pH='com.todo.client.',sH='com.todo.client.events.',eH='complete',cH='completed',PG='dblclick',jG='dir',EG='display',AG='div',NG='error',FG='focus',kH='fromIndex: ',XF='function',vG='g',VG='height',tG='html is null',lH='java.lang.',EH='java.util.',HG='keydown',gG='keyup',MG='load',lG='ltr',IG='mousedown',$G='msie',BG='none',TF='null',XG='overflow',kG='rtl',rG='safari',fH='selected',dH='task',zG='todo-gwt',DG='true',ZG='value',YG='visible',TG='width',nG='{',pG='}';var _,En={},wF={44:1,51:1,55:1,57:1},xF={3:1,4:1,44:1,47:1,49:1},uF={},zF={38:1,44:1,51:1,55:1,57:1},IF={31:1,44:1,47:1,49:1},NF={63:1},BF={19:1,44:1},AF={7:1,11:1},vF={44:1},DF={9:1,12:1,24:1,25:1,27:1,28:1,30:1,32:1},FF={11:1,33:1},HF={9:1,12:1,24:1,25:1,26:1,28:1,29:1,30:1,32:1},KF={37:1},CF={9:1,12:1,24:1,25:1,28:1,30:1,32:1},LF={46:1},yF={12:1},EF={9:1,12:1,24:1,25:1,27:1,28:1,30:1,32:1,34:1},PF={44:1,60:1},OF={62:1},MF={61:1},GF={9:1,12:1,24:1,25:1,26:1,28:1,30:1,32:1},JF={60:1};Fn(1,-1,uF,V);_.eQ=function W(a){return this===a};_.gC=function X(){return this.cZ};_.hC=function Y(){return gc(this)};_.tS=function Z(){return this.cZ.d+RF+lA(this.hC())};_.toString=function(){return this.tS()};_.tM=rF;Fn(3,1,{});_.f=false;_.g=false;_.i=false;Fn(4,1,{});Fn(5,4,{});Fn(6,5,{},fb);Fn(7,5,{},hb);Fn(8,1,{});Fn(9,1,{},lb);_.b=0;Fn(10,1,{},nb);_.b=0;Fn(15,1,{44:1,57:1});_.B=function vb(){return this.f};_.tS=function wb(){return ub(this)};Fn(14,15,{44:1,51:1,57:1});Fn(13,14,wF,yb,Ab);Fn(12,13,{2:1,44:1,51:1,55:1,57:1},Eb);_.B=function Hb(){Db(this);return this.d};_.C=function Ib(){return this.c===Bb?null:this.c};var Bb;var Qb,Rb=false;Fn(22,1,{});var Yb=0,Zb=0,$b=0,_b=-1;Fn(24,22,{},xc);_.e=false;_.j=false;var nc;Fn(25,1,{},Dc);_.D=function Ec(){this.b.e=true;rc(this.b);this.b.e=false;return this.b.j=sc(this.b)};Fn(26,1,{},Gc);_.D=function Hc(){this.b.e&&Bc(this.b.f,1);return this.b.j};Fn(29,1,{},Pc);_.G=function Qc(){var a={};var b=[];var c=arguments.callee.caller.caller;while(c){var d=this.H(c.toString());b.push(d);var e=$F+d;var f=a[e];if(f){var g,h;for(g=0,h=f.length;g<h;g++){if(f[g]===c){return b}}}(f||(a[e]=[])).push(c);c=c.caller}return b};_.H=function Rc(a){return Ic(a)};_.I=function Sc(a){return []};Fn(31,29,{});_.G=function Wc(){return Lc(this.I(Oc()),this.J())};_.I=function Xc(a){return Vc(this,a)};_.J=function Yc(){return 2};Fn(30,31,{});_.G=function dd(){return $c(this)};_.H=function ed(a){var b,c,d,e;if(a.length==0){return ZF}e=MA(a);e.indexOf('at ')==0&&(e=KA(e,3));c=e.indexOf(bG);c!=-1&&(e=MA(LA(e,0,c))+MA(KA(e,e.indexOf(cG,c)+1)));c=e.indexOf(WF);if(c==-1){c=e.indexOf(RF);if(c==-1){d=e;e=VF}else{d=MA(KA(e,c+1));e=MA(LA(e,0,c))}}else{b=e.indexOf(dG,c);d=LA(e,c+1,b);e=MA(LA(e,0,c))}c=GA(e,RA(46));c!=-1&&(e=KA(e,c+1));return (e.length>0?e:ZF)+_F+d};_.I=function fd(a){return bd(this,a)};_.J=function gd(){return 3};Fn(32,30,{},jd);Fn(33,1,{});Fn(34,33,{},od);_.b=VF;Fn(50,1,{44:1,47:1,49:1});_.eQ=function ce(a){return this===a};_.hC=function de(){return gc(this)};_.tS=function ee(){return this.c};_.d=0;Fn(49,50,xF);var fe,ge,he,ie,je;Fn(51,49,xF,oe);Fn(52,49,xF,qe);Fn(53,49,xF,se);Fn(54,49,xF,ue);var ve,we=false,xe,ye,ze;Fn(56,1,{},Fe);_.F=function Ge(){(Ae(),we)&&Be()};Fn(57,1,{},Oe);var Ie;Fn(63,1,{});_.tS=function Ve(){return 'An event type'};Fn(62,63,{});_.i=false;Fn(61,62,{});_.L=function _e(){return this.M()};var Xe;Fn(60,61,{});Fn(59,60,{});Fn(58,59,{},cf);_.K=function df(a){Wx(pi(pi(a,5),41).b.b)};_.M=function ef(){return af};var af;Fn(66,1,{});_.hC=function kf(){return this.d};_.tS=function lf(){return 'Event type'};_.d=0;var jf=0;Fn(65,66,{},mf);Fn(64,65,{6:1},nf);Fn(68,61,{});Fn(67,68,{});Fn(69,67,{},tf);_.K=function uf(a){pi(a,7).N(this)};_.M=function vf(){return rf};var rf;Fn(70,1,{},zf);Fn(72,62,{},Cf);_.K=function Df(a){pi(a,8);Tu()};_.L=function Ff(){return Bf};var Bf;Fn(73,62,{},Jf);_.K=function Kf(a){If(this,pi(a,10))};_.L=function Mf(){return Hf};var Hf;Fn(75,1,{});Fn(74,75,yF);Fn(76,1,yF,Tf);Fn(78,75,{},dg);_.O=function fg(a,b,c){this.c>0?Wf(this,new Ax(this,a,c)):$f(this,a,c)};_.c=0;_.d=false;Fn(77,78,{},gg);_.O=function hg(a,b,c){this.c>0?Wf(this,new Ax(this,a,c)):$f(this,a,c)};Fn(79,1,{},jg);Fn(80,74,yF,mg);Fn(82,13,zF,pg);Fn(81,82,zF,sg);Fn(83,1,AF,ug);_.N=function vg(a){};Fn(85,50,{13:1,44:1,47:1,49:1},Eg);var zg,Ag,Bg,Cg;Fn(87,1,{});_.Q=function Ig(){return null};_.R=function Jg(){return null};_.S=function Kg(){return null};_.T=function Lg(){return null};Fn(86,87,{14:1},Pg,Qg);_.eQ=function Rg(a){if(!ri(a,14)){return false}return this.b==pi(a,14).b};_.P=function Sg(){return Wg};_.hC=function Tg(){return gc(this.b)};_.Q=function Ug(){return this};_.tS=function Vg(){return Og(this)};Fn(88,87,{},_g);_.P=function ah(){return eh};_.R=function bh(){return this};_.tS=function dh(){return Bz(),VF+this.b};_.b=false;var Yg,Zg;Fn(89,13,wF,gh,hh);Fn(90,87,{},lh);_.P=function mh(){return oh};_.tS=function nh(){return TF};var jh;Fn(91,87,{15:1},qh);_.eQ=function rh(a){if(!ri(a,15)){return false}return this.b==pi(a,15).b};_.P=function sh(){return vh};_.hC=function th(){return vi((new Vz(this.b)).b)};_.tS=function uh(){return this.b+VF};_.b=0;Fn(92,87,{16:1},Ch,Dh);_.eQ=function Eh(a){if(!ri(a,16)){return false}return this.b==pi(a,16).b};_.P=function Fh(){return Jh};_.hC=function Gh(){return gc(this.b)};_.S=function Hh(){return this};_.tS=function Ih(){var a,b,c,d,e,f;f=new bB;nd(f.b,nG);a=true;e=xh(this,fi(Sm,vF,1,0,0));for(c=0,d=e.length;c<d;++c){b=e[c];a?(a=false):(nd(f.b,oG),f);aB(f,Vb(b));nd(f.b,$F);_A(f,yh(this,b))}nd(f.b,pG);return f.b.b};var Kh;Fn(94,87,{17:1},Wh);_.eQ=function Xh(a){if(!ri(a,17)){return false}return EA(this.b,pi(a,17).b)};_.P=function Yh(){return ai};_.hC=function Zh(){return YA(this.b)};_.T=function $h(){return this};_.tS=function _h(){return Vb(this.b)};Fn(95,1,{},bi);_.qI=0;var ii,ji;var Xm;var mn;var yn,zn,An,Bn;Fn(108,1,{},Ln);_.b=0;_.c=0;_.d=0;Fn(109,1,BF,Nn);_.U=function On(){return this.b};_.eQ=function Pn(a){if(!ri(a,19)){return false}return EA(this.b,pi(a,19).U())};_.hC=function Qn(){return YA(this.b)};Fn(110,1,{},Tn);Fn(111,1,BF,Vn);_.U=function Wn(){return this.b};_.eQ=function Xn(a){if(!ri(a,19)){return false}return EA(this.b,pi(a,19).U())};_.hC=function Yn(){return YA(this.b)};_.tS=function Zn(){return 'safe: "'+this.b+YF};var $n,_n,ao,bo,co;Fn(113,1,{20:1,21:1},ho);_.eQ=function io(a){if(!ri(a,20)){return false}return EA(this.b,pi(pi(a,20),21).b)};_.hC=function jo(){return YA(this.b)};Fn(115,1,{},po);var mo,no;Fn(116,1,{},so);_.b=false;Fn(119,1,{});Fn(120,1,{},yo);var xo;Fn(121,119,{},Bo);var Ao;Fn(122,1,{},Eo);var Fo;Fn(124,1,{},Ko);Fn(128,1,{25:1,30:1});_.V=function Uo(){throw new kB};_.tS=function Xo(){if(!this.v){return '(null handle)'}return (fs(),this.v).outerHTML};Fn(127,128,CF);_.W=function ep(){};_.X=function fp(){};_.Y=function gp(){return this.r};_.Z=function hp(){_o(this)};_.$=function ip(a){ap(this,a)};_._=function jp(){if(!this.Y()){throw new bA("Should only call onDetach when the widget is attached to the browser's document")}try{this.bb()}finally{try{this.X()}finally{fs();Os(this.v,null);this.r=false}}};_.ab=function kp(){};_.bb=function lp(){};_.cb=function mp(a){cp(this,a)};_.r=false;_.s=0;Fn(126,127,DF);_.Y=function pp(){return op(this)};_.Z=function qp(){if(this.s!=-1){dp(this.q,this.s);this.s=-1}this.q.Z();fs();Os(this.v,this)};_.$=function rp(a){ap(this,a);this.q.$(a)};_._=function sp(){try{this.bb()}finally{this.q._()}};_.V=function tp(){Ro(this,(fs(),this.q.V()));return this.v};Fn(125,126,EF);_.db=function Kp(){return fr(this.o)};_.$=function Lp(a){var b,c,d,e;!kq&&(kq=new uq);if(this.k){return}b=Vd(a);if(!Jd(b)){return}d=b;if(!Rd((fs(),this.v),b)){return}ap(this,a);this.q.$(a);c=a.type;if(EA(FG,c)){this.j=true;Bq(this)}else if(EA(GG,c)){this.j=false;e=yq(this);!!e&&Bd(e,JG)}else EA(HG,c)?(this.j=true):EA(IG,c)&&(!kq&&(kq=new uq),lq(kq,d))&&(this.j=true);Aq(this,a)};_.bb=function Mp(){this.j=false};_.eb=function Pp(a,b){Fp(this,a,b)};_.fb=function Qp(a,b){mr(this.o,a,b)};_.j=false;_.k=false;_.p=0;var up;Fn(129,127,CF,Sp);Fn(130,1,FF,Vp);_.gb=function Wp(a){var b,c,d,e,f,g,h;d=a.g;b=a.g.type;if(EA(HG,b)&&!a.e){switch(Ld(d)){case 40:Up(this,cr(this.b.o)+1);a.d=true;Qd(a.g);return;case 38:Up(this,cr(this.b.o)-1);a.d=true;Qd(a.g);return;case 34:g=this.b.o.d;(Hr(),Er)==g?Up(this,fr(this.b.o).b):Gr==g&&Up(this,cr(this.b.o)+30);a.d=true;Qd(a.g);return;case 33:h=this.b.o.d;(Hr(),Er)==h?Up(this,-fr(this.b.o).b):Gr==h&&Up(this,cr(this.b.o)-30);a.d=true;Qd(a.g);return;case 36:Up(this,-fr(this.b.o).c);a.d=true;Qd(a.g);return;case 35:Up(this,br(this.b.o).j-1);a.d=true;Qd(a.g);return;case 32:a.d=true;Qd(a.g);return;}}else if(EA(fG,b)){e=a.b.b-fr(this.b.o).c;f=Vd(a.g);c=(!kq&&(kq=new uq),lq(kq,f));Cp(this.b,e,!c)}else if(EA(FG,b)){e=a.b.b-fr(this.b.o).c;if(cr(this.b.o)!=e){Cp(this.b,e,false);return}}};Fn(131,1,{},dq);_.c=false;Fn(132,1,{},fq);_.F=function gq(){var a;if(!Eq(this.b.b)){a=yq(this.b.b);!!a&&yd(a)}};Fn(133,73,{},iq);Fn(134,1,{});var kq;Fn(135,134,{});var oq;Fn(136,135,{},uq);Fn(137,125,EF,Gq);_.W=function Iq(){var b;try{this.g.Z()}catch(a){a=Wm(a);if(ri(a,57)){b=a;throw new Ut(UD(b))}else throw Vm(a)}};_.X=function Jq(){var b;try{this.g._()}catch(a){a=Wm(a);if(ri(a,57)){b=a;throw new Ut(UD(b))}else throw Vm(a)}};_.c=false;var wq;Fn(138,1,{},Lq);_.F=function Mq(){Ap(this.b)};Fn(139,1,{},Qq);var Oq,Pq;Fn(140,1,{},Tq);_.b=false;Fn(144,1,{12:1,34:1},pr);_.db=function qr(){return fr(this)};_.eb=function rr(a,b){lr(this,a,b)};_.fb=function sr(a,b){mr(this,a,b)};_.c=false;_.i=0;Fn(145,1,{},vr);_.F=function wr(){this.b.g==this&&hr(this.b,null)};Fn(146,1,{},zr);_.e=0;_.f=null;_.g=0;_.i=0;_.j=0;_.k=false;_.p=null;_.q=false;Fn(147,146,{},Br);_.b=false;_.c=false;Fn(148,50,{22:1,44:1,47:1,49:1},Ir);_.b=false;var Dr,Er,Fr,Gr;Fn(149,50,{23:1,44:1,47:1,49:1},Qr);var Lr,Mr,Nr,Or;Fn(150,62,{},Vr);_.K=function Wr(a){wi(a);null.Ob()};_.L=function Xr(){return Tr};var Tr;Fn(151,1,{},Zr);var $r,_r,as;var cs=null,ds,es;var ms;var qs=false,rs,ss;Fn(158,62,{},Bs);_.K=function Cs(a){wi(a);null.Ob()};_.L=function Ds(){return zs};var zs;Fn(159,76,yF,Fs);Fn(160,1,{});var Hs=false;Fn(161,1,{},Qs);Fn(162,160,{});var Ss,Ts,Us,Vs;Fn(163,162,{});Fn(164,163,{},jt);Fn(166,1,yF);_.hb=function qt(a){return decodeURI(a.replace(RG,QG))};_.ib=function rt(a){return ot(a)};_.jb=function st(a){a=a==null?VF:a;if(!EA(a,mt==null?VF:mt)){mt=a;Lf(this,a)}};var mt=VF;Fn(168,166,yF);Fn(167,168,yF,xt);Fn(169,1,{},At);Fn(172,127,GF);_.W=function Et(){Vt(this,(Tt(),Rt))};_.X=function Ft(){Vt(this,(Tt(),St))};Fn(171,172,GF);_.lb=function Lt(){return new Zv(this.c)};_.kb=function Mt(a){return Jt(this,a)};Fn(170,171,GF);_.kb=function Pt(a){var b;b=Jt(this,a);b&&Ot((fs(),a.v));return b};Fn(173,81,zF,Ut);var Rt,St;Fn(174,1,{},Xt);_.mb=function Yt(a){a.Z()};Fn(175,1,{},$t);_.mb=function _t(a){a._()};Fn(178,127,CF);_.Z=function eu(){var a;_o(this);a=Ud((fs(),this.v));-1==a&&Hd(this.v,0)};Fn(177,178,CF);Fn(176,177,CF,hu);Fn(179,171,GF,mu);_.kb=function nu(a){var b,c;b=(fs(),Od(a.v));c=Jt(this,a);if(c){a.v.style[TG]=VF;a.v.style[VG]=VF;Wo(a.v,true);ud(this.v,b);this.b==a&&(this.b=null)}return c};var ju;Fn(180,3,{},ru);_.b=null;_.c=null;_.d=false;_.e=null;Fn(181,1,{},uu);Fn(182,171,GF,xu);Fn(183,127,CF,Cu);_.$=function Eu(a){var b,c,d,e,f,g,h,i;ap(this,a);if((fs(),Is(a.type))==1&&(b=Pd(a),c=!!a.altKey,d=!!a.ctrlKey,e=!!a.metaKey,f=!!a.shiftKey,g=b==4,h=b==2,i=c||d||e,bw&&(i=i|f),!i&&!g&&!h)){ps(this.d);Qd(a)}};Fn(185,170,HF);var Nu,Ou,Pu;Fn(186,1,{},Xu);_.mb=function Yu(a){a.Y()&&a._()};Fn(187,1,{8:1,11:1},$u);Fn(188,185,HF,av);Fn(189,172,GF,dv);_.lb=function fv(){return new jv};_.kb=function gv(a){return cv(this,a)};Fn(190,1,{},jv);_.nb=function kv(){return false};_.ob=function lv(){return iv()};_.pb=function mv(){};Fn(193,178,CF);_.$=function sv(a){var b;b=(fs(),Is(a.type));(b&896)!=0?ap(this,a):ap(this,a)};_.ab=function tv(){};Fn(192,193,CF);Fn(191,192,CF);Fn(194,50,IF);var xv,yv,zv,Av,Bv;Fn(195,194,IF,Gv);Fn(196,194,IF,Iv);Fn(197,194,IF,Kv);Fn(198,194,IF,Mv);Fn(199,1,{},Uv);_.lb=function Vv(){return new Zv(this)};_.d=0;Fn(200,1,{},Zv);_.nb=function $v(){return this.c<this.d.d};_.ob=function _v(){return Xv(this)};_.pb=function aw(){Yv(this)};_.c=0;var bw=false;Fn(205,1,{});_.d=-1;_.e=false;Fn(206,1,{11:1,36:1},kw);Fn(207,62,{},nw);_.K=function ow(a){pi(a,33).gb(this)};_.L=function qw(){return mw};_.d=false;_.e=false;_.f=false;var mw;Fn(208,1,FF,sw);_.gb=function tw(a){var b;if(a.e||a.f){return}b=a.c;b.o;return};Fn(209,205,{},ww);Fn(210,1,JF,Fw,Gw);_.qb=function Hw(a){return zw(this,a)};_.rb=function Iw(){Aw(this)};_.sb=function Jw(a){return this.g.sb(a)};_.eQ=function Kw(a){return this.g.eQ(a)};_.tb=function Lw(a){return Dw(this,a)};_.hC=function Mw(){return this.g.hC()};_.ub=function Nw(a){return this.g.ub(a)};_.vb=function Ow(){return this.g.vb()};_.lb=function Pw(){return new ax(this)};_.wb=function Qw(){return new ax(this)};_.xb=function Rw(a){return new bx(this,a)};_.yb=function Sw(a){return Ew(this,a)};_.zb=function Tw(a){var b;b=this.g.ub(a);if(b==-1){return false}Ew(this,b);return true};_.Ab=function Uw(){return this.g.Ab()};_.Bb=function Vw(a,b){return new Gw(this.o,this.g.Bb(a,b),this,a)};_.Cb=function Ww(){return this.g.Cb()};_.b=0;_.d=false;_.f=false;_.i=-2147483648;_.j=2147483647;_.k=false;_.n=0;Fn(211,1,{},Yw);_.F=function Zw(){this.b.f=false;if(this.b.d){this.b.d=false;return}Cw(this.b)};Fn(212,1,{},ax,bx);_.nb=function cx(){return this.b<this.d.g.Ab()};_.Db=function dx(){return this.b>0};_.ob=function ex(){if(this.b>=this.d.g.Ab()){throw new pF}return Dw(this.d,this.c=this.b++)};_.Eb=function fx(){if(this.b<=0){throw new pF}return Dw(this.d,this.c=--this.b)};_.pb=function gx(){if(this.c<0){throw new bA('Cannot call add/remove more than once per call to next/previous.')}Ew(this.d,this.c);this.b=this.c;this.c=-1};_.b=0;_.c=-1;Fn(213,1,{35:1,44:1},ix);_.eQ=function jx(a){var b;if(!ri(a,35)){return false}b=pi(a,35);return this.c==b.c&&this.b==b.b};_.hC=function kx(){return this.b*31^this.c};_.tS=function lx(){return 'Range('+this.c+mG+this.b+dG};_.b=0;_.c=0;Fn(214,62,{},px);_.K=function qx(a){ox(pi(a,36))};_.L=function sx(){return nx};var nx;Fn(215,1,{},vx);Fn(216,1,KF,xx);_.F=function yx(){Yf(this.b,this.d,this.c)};Fn(217,1,KF,Ax);_.F=function Bx(){$f(this.b,this.d,this.c)};Fn(219,191,CF,Dx);Fn(220,8,{},Mx);_.b=false;Fn(222,1,{39:1},Sx,Tx);_.b=false;Fn(223,1,{},dy);Fn(224,1,{},gy);Fn(225,1,{11:1,43:1},iy);Fn(226,1,{11:1,42:1},ky);Fn(227,1,{10:1,11:1},my);Fn(228,50,{40:1,44:1,47:1,49:1},ty);var oy,py,qy,ry;Fn(229,1,{},wy);_.Fb=function xy(a){return !a.b};Fn(230,1,{},zy);_.Fb=function Ay(a){return true};Fn(231,1,{},Cy);_.Fb=function Dy(a){return a.b};Fn(232,126,DF,Ly);Fn(233,1,{24:1},Ny);_.$=function Oy(a){fy(this.c,!!this.b.p.checked)};Fn(234,1,AF,Qy);_.N=function Ry(a){Ld(a.b)==13&&Vx(this.b.b)};Fn(235,1,{5:1,11:1,41:1},Ty);Fn(236,1,{},Wy);Fn(237,1,{},Zy);var Yy;Fn(238,1,{},az);_.b=false;Fn(241,62,{});var fz;Fn(242,241,{},mz);_.K=function nz(a){lz(this,pi(a,42))};_.L=function oz(){return jz};var jz;Fn(243,241,{},tz);_.K=function uz(a){sz(this,pi(a,43))};_.L=function vz(){return qz};var qz;Fn(244,13,wF,xz);Fn(245,13,wF,zz);Fn(246,1,{44:1,45:1,47:1},Cz);_.eQ=function Dz(a){return ri(a,45)&&pi(a,45).b==this.b};_.hC=function Ez(){return this.b?1231:1237};_.tS=function Fz(){return this.b?DG:'false'};_.b=false;Fn(248,1,{},Iz);_.tS=function Pz(){return ((this.b&2)!=0?'interface ':(this.b&1)!=0?VF:'class ')+this.d};_.b=0;_.c=0;Fn(249,13,wF,Rz);Fn(251,1,{44:1,54:1});Fn(250,251,{44:1,47:1,48:1,54:1},Vz);_.eQ=function Wz(a){return ri(a,48)&&pi(a,48).b==this.b};_.hC=function Xz(){return vi(this.b)};_.tS=function Yz(){return VF+this.b};_.b=0;Fn(252,13,wF,$z);Fn(253,13,wF,aA,bA);Fn(254,13,{44:1,51:1,52:1,55:1,57:1},dA,eA);Fn(255,251,{44:1,47:1,53:1,54:1},gA);_.eQ=function hA(a){return ri(a,53)&&pi(a,53).b==this.b};_.hC=function iA(){return this.b};_.tS=function mA(){return VF+this.b};_.b=0;var oA;Fn(258,13,wF,tA,uA);var vA;Fn(260,252,wF,yA);Fn(261,1,{44:1,56:1},AA);_.tS=function BA(){return this.b+'.'+this.e+WF+(this.c!=null?this.c:'Unknown Source')+(this.d>=0?$F+this.d:VF)+dG};_.d=0;_=String.prototype;_.cM={1:1,44:1,46:1,47:1};_.eQ=function PA(a){return EA(this,a)};_.hC=function SA(){return YA(this)};_.tS=_.toString;var TA,UA=0,VA;Fn(263,1,LF,bB);_.tS=function cB(){return this.b.b};Fn(264,1,LF,gB,hB);_.tS=function iB(){return this.b.b};Fn(265,13,{44:1,51:1,55:1,57:1,58:1},kB,lB);Fn(266,1,{});_.qb=function pB(a){throw new lB('Add not supported on this collection')};_.Gb=function qB(a){var b,c;c=a.lb();b=false;while(c.nb()){this.qb(c.ob())&&(b=true)}return b};_.sb=function rB(a){var b;b=nB(this.lb(),a);return !!b};_.vb=function sB(){return this.Ab()==0};_.zb=function tB(a){var b;b=nB(this.lb(),a);if(b){b.pb();return true}else{return false}};_.Cb=function uB(){return this.Hb(fi(Qm,vF,0,this.Ab(),0))};_.Hb=function vB(a){var b,c,d;d=this.Ab();a.length<d&&(a=di(a,d));c=this.lb();for(b=0;b<d;++b){hi(a,b,c.ob())}a.length>d&&hi(a,d,null);return a};_.tS=function wB(){return oB(this)};Fn(268,1,MF);
_.eQ=function AB(a){var b,c,d,e,f;if(a===this){return true}if(!ri(a,61)){return false}e=pi(a,61);if(this.e!=e.e){return false}for(c=new gC((new $B(e)).b);OC(c.b);){b=c.c=pi(PC(c.b),62);d=b.Jb();f=b.Kb();if(!(d==null?this.d:ri(d,1)?LB(this,pi(d,1)):KB(this,d,~~Lb(d)))){return false}if(!qF(f,d==null?this.c:ri(d,1)?JB(this,pi(d,1)):IB(this,d,~~Lb(d)))){return false}}return true};_.hC=function BB(){var a,b,c;c=0;for(b=new gC((new $B(this)).b);OC(b.b);){a=b.c=pi(PC(b.b),62);c+=a.hC();c=~~c}return c};_.tS=function CB(){var a,b,c,d;d=nG;a=false;for(c=new gC((new $B(this)).b);OC(c.b);){b=c.c=pi(PC(c.b),62);a?(d+=oG):(a=true);d+=VF+b.Jb();d+=jH;d+=VF+b.Kb()}return d+pG};Fn(267,268,MF);_.Ib=function UB(a,b){return ui(a)===ui(b)||a!=null&&Kb(a,b)};_.d=false;_.e=0;Fn(270,266,NF);_.eQ=function XB(a){var b,c,d;if(a===this){return true}if(!ri(a,63)){return false}c=pi(a,63);if(c.Ab()!=this.Ab()){return false}for(b=c.lb();b.nb();){d=b.ob();if(!this.sb(d)){return false}}return true};_.hC=function YB(){var a,b,c;a=0;for(b=this.lb();b.nb();){c=b.ob();if(c!=null){a+=Lb(c);a=~~a}}return a};Fn(269,270,NF,$B);_.sb=function _B(a){return ZB(this,a)};_.lb=function aC(){return new gC(this.b)};_.zb=function bC(a){var b;if(ZB(this,a)){b=pi(a,62).Jb();QB(this.b,b);return true}return false};_.Ab=function cC(){return this.b.e};Fn(271,1,{},gC);_.nb=function hC(){return OC(this.b)};_.ob=function iC(){return eC(this)};_.pb=function jC(){fC(this)};_.c=null;Fn(273,1,OF);_.eQ=function mC(a){var b;if(ri(a,62)){b=pi(a,62);if(qF(this.Jb(),b.Jb())&&qF(this.Kb(),b.Kb())){return true}}return false};_.hC=function nC(){var a,b;a=0;b=0;this.Jb()!=null&&(a=Lb(this.Jb()));this.Kb()!=null&&(b=Lb(this.Kb()));return a^b};_.tS=function oC(){return this.Jb()+jH+this.Kb()};Fn(272,273,OF,pC);_.Jb=function qC(){return null};_.Kb=function rC(){return this.b.c};_.Lb=function sC(a){return OB(this.b,a)};Fn(274,273,OF,uC);_.Jb=function vC(){return this.b};_.Kb=function wC(){return JB(this.c,this.b)};_.Lb=function xC(a){return PB(this.c,this.b,a)};Fn(275,266,JF);_.Mb=function zC(a,b){throw new lB('Add not supported on this list')};_.qb=function AC(a){this.Mb(this.Ab(),a);return true};_.rb=function CC(){this.Nb(0,this.Ab())};_.eQ=function DC(a){var b,c,d,e,f;if(a===this){return true}if(!ri(a,60)){return false}f=pi(a,60);if(this.Ab()!=f.Ab()){return false}d=new RC(this);e=f.lb();while(d.c<d.e.Ab()){b=PC(d);c=e.ob();if(!(b==null?c==null:Kb(b,c))){return false}}return true};_.hC=function EC(){var a,b,c;b=1;a=new RC(this);while(a.c<a.e.Ab()){c=PC(a);b=31*b+(c==null?0:Lb(c));b=~~b}return b};_.ub=function FC(a){var b,c;for(b=0,c=this.Ab();b<c;++b){if(a==null?this.tb(b)==null:Kb(a,this.tb(b))){return b}}return -1};_.lb=function HC(){return new RC(this)};_.wb=function IC(){return new WC(this,0)};_.xb=function JC(a){return new WC(this,a)};_.yb=function KC(a){throw new lB('Remove not supported on this list')};_.Nb=function LC(a,b){var c,d;d=new WC(this,a);for(c=a;c<b;++c){PC(d);QC(d)}};_.Bb=function MC(a,b){return new $C(this,a,b)};Fn(276,1,{},RC);_.nb=function SC(){return OC(this)};_.ob=function TC(){return PC(this)};_.pb=function UC(){QC(this)};_.c=0;_.d=-1;Fn(277,276,{},WC);_.Db=function XC(){return this.c>0};_.Eb=function YC(){if(this.c<=0){throw new pF}return this.b.tb(this.d=--this.c)};Fn(278,275,JF,$C);_.Mb=function _C(a,b){BC(a,this.c+1);++this.c;this.d.Mb(this.b+a,b)};_.tb=function aD(a){BC(a,this.c);return this.d.tb(this.b+a)};_.yb=function bD(a){var b;BC(a,this.c);b=this.d.yb(this.b+a);--this.c;return b};_.Ab=function cD(){return this.c};_.b=0;_.c=0;Fn(279,270,NF,fD);_.sb=function gD(a){return GB(this.b,a)};_.lb=function hD(){return eD(this)};_.Ab=function iD(){return this.c.b.e};Fn(280,1,{},lD);_.nb=function mD(){return OC(this.b.b)};_.ob=function nD(){return kD(this)};_.pb=function oD(){fC(this.b)};Fn(281,275,PF,AD);_.Mb=function BD(a,b){qD(this,a,b)};_.qb=function CD(a){return rD(this,a)};_.Gb=function DD(a){return sD(this,a)};_.rb=function ED(){tD(this)};_.sb=function FD(a){return vD(this,a,0)!=-1};_.tb=function GD(a){return uD(this,a)};_.ub=function HD(a){return vD(this,a,0)};_.vb=function ID(){return this.c==0};_.yb=function JD(a){return wD(this,a)};_.zb=function KD(a){return xD(this,a)};_.Nb=function LD(a,b){var c;BC(a,this.c+1);(b<a||b>this.c)&&GC(b,this.c);c=b-a;ND(this.b,a,c);this.c-=c};_.Ab=function MD(){return this.c};_.Cb=function QD(){return ci(this.b,this.c)};_.Hb=function RD(a){return zD(this,a)};_.c=0;var SD;Fn(283,275,PF,XD);_.sb=function YD(a){return false};_.tb=function ZD(a){throw new dA};_.Ab=function $D(){return 0};Fn(284,1,{});_.qb=function cE(a){throw new kB};_.Gb=function dE(a){throw new kB};_.rb=function eE(){throw new kB};_.sb=function fE(a){return aE(this,a)};_.lb=function gE(){return new mE(this.c.lb())};_.zb=function hE(a){throw new kB};_.Ab=function iE(){return this.c.Ab()};_.Cb=function jE(){return this.c.Cb()};_.tS=function kE(){return this.c.tS()};Fn(285,1,{},mE);_.nb=function nE(){return this.c.nb()};_.ob=function oE(){return this.c.ob()};_.pb=function pE(){throw new kB};Fn(286,284,JF,rE);_.eQ=function sE(a){return this.b.eQ(a)};_.tb=function tE(a){return this.b.tb(a)};_.hC=function uE(){return this.b.hC()};_.ub=function vE(a){return this.b.ub(a)};_.vb=function wE(){return this.b.vb()};_.wb=function xE(){return new CE(this.b.xb(0))};_.xb=function yE(a){return new CE(this.b.xb(a))};_.yb=function zE(a){throw new kB};_.Bb=function AE(a,b){return new rE(this.b.Bb(a,b))};Fn(287,285,{},CE);_.Db=function DE(){return this.b.Db()};_.Eb=function EE(){return this.b.Eb()};Fn(288,286,JF,GE);Fn(289,284,NF,IE);_.eQ=function JE(a){return this.c.eQ(a)};_.hC=function KE(){return this.c.hC()};Fn(290,1,{44:1,47:1,59:1},ME);_.eQ=function NE(a){return ri(a,59)&&nn(on(this.b.getTime()),on(pi(a,59).b.getTime()))};_.hC=function OE(){var a;a=on(this.b.getTime());return vn(xn(a,tn(a,32)))};_.tS=function QE(){var a,b,c;c=-this.b.getTimezoneOffset();a=(c>=0?'+':VF)+~~(c/60);b=(c<0?-c:c)%60<10?sG+(c<0?-c:c)%60:VF+(c<0?-c:c)%60;return (TE(),RE)[this.b.getDay()]+eG+SE[this.b.getMonth()]+eG+PE(this.b.getDate())+eG+PE(this.b.getHours())+$F+PE(this.b.getMinutes())+$F+PE(this.b.getSeconds())+' GMT'+a+b+eG+this.b.getFullYear()};var RE,SE;Fn(292,267,{44:1,61:1},WE,XE);Fn(293,270,{44:1,63:1},aF,bF);_.qb=function cF(a){return ZE(this,a)};_.sb=function dF(a){return $E(this,a)};_.vb=function eF(){return this.b.e==0};_.lb=function fF(){return eD(zB(this.b))};_.zb=function gF(a){return _E(this,a)};_.Ab=function hF(){return this.b.e};_.tS=function iF(){return oB(zB(this.b))};Fn(294,273,OF,kF);_.Jb=function lF(){return this.b};_.Kb=function mF(){return this.c};_.Lb=function nF(a){var b;b=this.c;this.c=a;return b};Fn(295,13,wF,pF);var QF=hc();var Yl=Kz(lH,'Object',1),Hi=Kz(mH,'Scheduler',22),Gi=Kz(mH,'JavaScriptObject$',16),Qm=Jz(nH,'Object;',300),cm=Kz(lH,'Throwable',15),Ql=Kz(lH,'Exception',14),Zl=Kz(lH,'RuntimeException',13),$l=Kz(lH,'StackTraceElement',261),Rm=Jz(nH,'StackTraceElement;',302),Jm=Jz('[Lcom.google.gwt.lang.','LongLibBase$LongEmul;',303),zj=Kz('com.google.gwt.lang.','SeedUtil',104),Pl=Kz(lH,'Enum',50),Ll=Kz(lH,'Boolean',246),Xl=Kz(lH,'Number',251),Gm=Jz(VF,'[C',304),Nl=Kz(lH,'Class',248),Ol=Kz(lH,'Double',250),Ul=Kz(lH,'Integer',255),Pm=Jz(nH,'Integer;',305),bm=Kz(lH,UF,2),Sm=Jz(nH,'String;',301),Ml=Kz(lH,'ClassCastException',249),Fi=Kz(mH,'JavaScriptException',12),am=Kz(lH,'StringBuilder',264),Kl=Kz(lH,'ArrayStoreException',245),Nk=Kz(oH,'UIObject',128),Wk=Kz(oH,'Widget',127),xk=Kz(oH,'Composite',126),Fl=Kz(pH,'ToDoView',232),zl=Kz(pH,'ToDoView$1',233),Al=Kz(pH,'ToDoView$2',234),Bl=Kz(pH,'ToDoView$3',235),ul=Kz(pH,'ToDoPresenter',223),ql=Kz(pH,'ToDoPresenter$1',224),rl=Kz(pH,'ToDoPresenter$2',225),sl=Kz(pH,'ToDoPresenter$3',226),tl=Kz(pH,'ToDoPresenter$4',227),hl=Kz(qH,'Event',63),jj=Kz(rH,'GwtEvent',62),Gl=Kz(sH,'ToDoEvent',241),Il=Kz(sH,'ToDoUpdatedEvent',243),fl=Kz(qH,'Event$Type',66),ij=Kz(rH,'GwtEvent$Type',65),Hl=Kz(sH,'ToDoRemovedEvent',242),Ek=Kz(oH,'Panel',172),wk=Kz(oH,'ComplexPanel',171),qk=Kz(oH,'AbsolutePanel',170),ml=Kz(qH,tH,82),oj=Kz(rH,tH,81),tk=Kz(oH,'AttachDetachException',173),rk=Kz(oH,'AttachDetachException$1',174),sk=Kz(oH,'AttachDetachException$2',175),Ik=Kz(oH,'RootPanel',185),Hk=Kz(oH,'RootPanel$DefaultRootPanel',188),Fk=Kz(oH,'RootPanel$1',186),Gk=Kz(oH,'RootPanel$3',187),Vl=Kz(lH,'NullPointerException',258),Rl=Kz(lH,'IllegalArgumentException',252),Jl=Kz(lH,'ArithmeticException',244),Qi=Kz(uH,'StringBufferImpl',33),Rj=Kz(vH,'AbstractHasData',125),Nj=Kz(vH,'AbstractHasData$DefaultKeyboardSelectionHandler',130),Qj=Kz(vH,'AbstractHasData$View',131),Oj=Kz(vH,'AbstractHasData$View$1',132),gj=Kz(wH,'ValueChangeEvent',73),Pj=Kz(vH,'AbstractHasData$View$2',133),Mj=Kz(vH,'AbstractHasData$1',129),bk=Lz(vH,'HasKeyboardPagingPolicy$KeyboardPagingPolicy',148,Jr),Km=Jz(xH,'HasKeyboardPagingPolicy$KeyboardPagingPolicy;',306),ck=Lz(vH,'HasKeyboardSelectionPolicy$KeyboardSelectionPolicy',149,Rr),Lm=Jz(xH,'HasKeyboardSelectionPolicy$KeyboardSelectionPolicy;',307),Zk=Kz(yH,'CellPreviewEvent',207),ak=Kz(vH,'HasDataPresenter',144),$j=Kz(vH,'HasDataPresenter$DefaultState',146),_j=Kz(vH,'HasDataPresenter$PendingState',147),Zj=Kz(vH,'HasDataPresenter$2',145),Yj=Kz(vH,'CellList',137),Vj=Kz(vH,'CellList$1',138),Bk=Kz(oH,'FocusWidget',178),uk=Kz(oH,'ButtonBase',177),vk=Kz(oH,'Button',176),Tk=Kz(oH,'ValueBoxBase',193),Lk=Kz(oH,'TextBoxBase',192),Mk=Kz(oH,'TextBox',191),nl=Kz(pH,'TextBoxWithPlaceholder',219),Sk=Lz(oH,'ValueBoxBase$TextAlignment',194,Ev),Mm=Jz(zH,'ValueBoxBase$TextAlignment;',308),Ok=Lz(oH,'ValueBoxBase$TextAlignment$1',195,null),Pk=Lz(oH,'ValueBoxBase$TextAlignment$2',196,null),Qk=Lz(oH,'ValueBoxBase$TextAlignment$3',197,null),Rk=Lz(oH,'ValueBoxBase$TextAlignment$4',198,null),pj=Kz(AH,'AutoDirectionHandler',83),qj=Lz(AH,'HasDirection$Direction',85,Fg),Im=Jz('[Lcom.google.gwt.i18n.client.','HasDirection$Direction;',309),fk=Kz(BH,'Window$ClosingEvent',158),lj=Kz(rH,'HandlerManager',76),gk=Kz(BH,'Window$WindowHandlers',159),gl=Kz(qH,CH,75),ll=Kz(qH,DH,78),kj=Kz(rH,'HandlerManager$Bus',77),il=Kz(qH,'SimpleEventBus$1',215),jl=Kz(qH,'SimpleEventBus$2',216),kl=Kz(qH,'SimpleEventBus$3',217),yl=Lz(pH,'ToDoRouting',228,uy),Om=Jz('[Lcom.todo.client.','ToDoRouting;',310),wl=Kz(pH,'ToDoRouting$MatchAll',230),vl=Kz(pH,'ToDoRouting$MatchActive',229),xl=Kz(pH,'ToDoRouting$MatchCompleted',231),Yk=Kz(yH,'AbstractDataProvider',205),cl=Kz(yH,'ListDataProvider',209),bl=Kz(yH,'ListDataProvider$ListWrapper',210),al=Kz(yH,'ListDataProvider$ListWrapper$WrappedListIterator',212),_k=Kz(yH,'ListDataProvider$ListWrapper$1',211),Xk=Kz(yH,'AbstractDataProvider$1',206),dl=Kz(yH,'RangeChangeEvent',214),hj=Kz(rH,CH,74),rm=Kz(EH,'AbstractMap',268),jm=Kz(EH,'AbstractHashMap',267),Cm=Kz(EH,'HashMap',292),em=Kz(EH,'AbstractCollection',266),sm=Kz(EH,'AbstractSet',270),gm=Kz(EH,'AbstractHashMap$EntrySet',269),fm=Kz(EH,'AbstractHashMap$EntrySetIterator',271),qm=Kz(EH,'AbstractMapEntry',273),hm=Kz(EH,'AbstractHashMap$MapEntryNull',272),im=Kz(EH,'AbstractHashMap$MapEntryString',274),pm=Kz(EH,'AbstractMap$1',279),om=Kz(EH,'AbstractMap$1$1',280),Dm=Kz(EH,'HashSet',293),Oi=Kz(uH,'StackTraceCreator$Collector',29),Ni=Kz(uH,'StackTraceCreator$CollectorMoz',31),Mi=Kz(uH,'StackTraceCreator$CollectorChrome',30),Li=Kz(uH,'StackTraceCreator$CollectorChromeNoSourceMap',32),Pi=Kz(uH,'StringBufferImplAppend',34),Ei=Kz(mH,'Duration',10),Ki=Kz(uH,'SchedulerImpl',24),Ii=Kz(uH,'SchedulerImpl$Flusher',25),Ji=Kz(uH,'SchedulerImpl$Rescuer',26),Ci=Kz(FH,'AbstractCell',8),ol=Kz(pH,'ToDoCell',220),Di=Kz(FH,'Cell$Context',9),Cl=Kz(pH,'ToDoView_ToDoViewUiBinderImpl$Widgets',236),Sl=Kz(lH,'IllegalStateException',253),nm=Kz(EH,'AbstractList',275),tm=Kz(EH,'ArrayList',281),km=Kz(EH,'AbstractList$IteratorImpl',276),lm=Kz(EH,'AbstractList$ListIteratorImpl',277),mm=Kz(EH,'AbstractList$SubList',278),Gj=Kz(GH,'Storage',115),Fj=Kz(GH,'Storage$StorageSupportDetector',116),yj=Kz(HH,'JSONValue',87),rj=Kz(HH,'JSONArray',86),wj=Kz(HH,'JSONObject',92),xj=Kz(HH,'JSONString',94),sj=Kz(HH,'JSONBoolean',88),pl=Kz(pH,'ToDoItem',222),ok=Kz(IH,'HistoryImpl',166),nk=Kz(IH,'HistoryImplTimer',168),mk=Kz(IH,'HistoryImplSafari',167),Dk=Kz(oH,'Hyperlink',183),nj=Kz(rH,DH,80),Vk=Kz(oH,'WidgetCollection',199),Nm=Jz(zH,'Widget;',311),Uk=Kz(oH,'WidgetCollection$WidgetIterator',200),lk=Kz(IH,'DOMImpl',160),hk=Kz(IH,'DOMImpl$1',161),jk=Kz(IH,'DOMImplStandard',162),ik=Kz(IH,'DOMImplStandardBase',163),kk=Kz(IH,'DOMImplWebkit',164),$i=Kz(JH,'DomEvent',61),bj=Kz(JH,'KeyEvent',68),aj=Kz(JH,'KeyCodeEvent',67),cj=Kz(JH,'KeyUpEvent',69),Zi=Kz(JH,'DomEvent$Type',64),_i=Kz(JH,'HumanInputEvent',60),dj=Kz(JH,'MouseEvent',59),Yi=Kz(JH,'ClickEvent',58),dm=Kz(lH,'UnsupportedOperationException',265),_l=Kz(lH,'StringBuffer',263),Xj=Kz(vH,'CellList_Resources_default_InlineClientBundleGenerator',139),Wj=Kz(vH,'CellList_Resources_default_InlineClientBundleGenerator$1',140),zk=Kz(oH,'DeckPanel',179),Bi=Kz(KH,'Animation',3),yk=Kz(oH,'DeckPanel$SlideAnimation',180),Ai=Kz(KH,'AnimationScheduler',4),Kk=Kz(oH,'SimplePanel',189),Jk=Kz(oH,'SimplePanel$1',190),Uj=Kz(vH,'CellBasedWidgetImpl',134),tj=Kz(HH,'JSONException',89),Vi=Lz(LH,'Style$Display',49,me),Hm=Jz('[Lcom.google.gwt.dom.client.','Style$Display;',312),Ri=Lz(LH,'Style$Display$1',51,null),Si=Lz(LH,'Style$Display$2',52,null),Ti=Lz(LH,'Style$Display$3',53,null),Ui=Lz(LH,'Style$Display$4',54,null),Em=Kz(EH,'MapEntryImpl',294),pk=Kz(IH,'WindowImpl',169),fj=Kz(wH,'CloseEvent',72),Tl=Kz(lH,'IndexOutOfBoundsException',254),um=Kz(EH,'Collections$EmptyList',283),wm=Kz(EH,'Collections$UnmodifiableCollection',284),ym=Kz(EH,'Collections$UnmodifiableList',286),zm=Kz(EH,'Collections$UnmodifiableRandomAccessList',288),Am=Kz(EH,'Collections$UnmodifiableSet',289),vm=Kz(EH,'Collections$UnmodifiableCollectionIterator',285),xm=Kz(EH,'Collections$UnmodifiableListIterator',287),Tj=Kz(vH,'CellBasedWidgetImplStandard',135),Sj=Kz(vH,'CellBasedWidgetImplStandardBase',136),Ck=Kz(oH,'HTMLPanel',182),vj=Kz(HH,'JSONNumber',91),uj=Kz(HH,'JSONNull',90),ej=Kz(JH,'PrivateMap',70),mj=Kz(rH,'LegacyHandlerWrapper',79),el=Kz(yH,'Range',213),Fm=Kz(EH,'NoSuchElementException',295),$k=Kz(yH,'DefaultSelectionEventManager',208),Dj=Kz(MH,'SafeHtmlString',111),Kj=Kz(NH,'LazyDomElement',122),Lj=Kz(NH,'UiBinderUtil$TempAttachment',124),El=Kz(pH,'ToDoView_ToDoViewUiBinderImpl_GenBundle_default_InlineClientBundleGenerator',237),Dl=Kz(pH,'ToDoView_ToDoViewUiBinderImpl_GenBundle_default_InlineClientBundleGenerator$1',238),Bj=Kz(MH,'OnlyToBeUsedInGeneratedCodeStringBlessedAsSafeHtml',109),Cj=Kz(MH,'SafeHtmlBuilder',110),Xi=Kz(LH,'StyleInjector$StyleInjectorImpl',57),Wi=Kz(LH,'StyleInjector$1',56),Ak=Kz(oH,'DirectionalTextHelper',181),ek=Kz(vH,'LoadingStateChangeEvent',150),dk=Kz(vH,'LoadingStateChangeEvent$DefaultLoadingState',151),Wl=Kz(lH,'NumberFormatException',260),Aj=Kz('com.google.gwt.resources.client.impl.','ImageResourcePrototype',108),Hj=Kz('com.google.gwt.text.shared.','AbstractRenderer',119),Jj=Kz(OH,'PassthroughRenderer',121),Ij=Kz(OH,'PassthroughParser',120),Ej=Kz(MH,'SafeUriString',113),Bm=Kz(EH,'Date',290),zi=Kz(KH,'AnimationSchedulerImpl',5),xi=Kz(KH,'AnimationSchedulerImplTimer',6),yi=Kz(KH,'AnimationSchedulerImplWebkit',7);$stats && $stats({moduleName:'gwttodo',sessionId:$sessionId,subSystem:'startup',evtGroup:'moduleStartup',millis:(new Date()).getTime(),type:'moduleEvalEnd'});if (gwttodo && gwttodo.onScriptLoad)gwttodo.onScriptLoad(gwtOnLoad);})();